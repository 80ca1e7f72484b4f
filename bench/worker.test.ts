import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assetsArguments } from './worker.ts';

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

describe('assetsArguments', () => {
  it('lets a fresh clone (no dist/client) bundle the worker against a stand-in page', () => {
    const root = mkdtempSync(join(tmpdir(), 'bench-root-'));
    roots.push(root);
    const args = assetsArguments(root, join(root, 'bench/.data/worker'));
    expect(args[0]).toBe('--assets');
    const page = join(root, args[1]!, 'index.html');
    expect(existsSync(page)).toBe(true);
    expect(readFileSync(page, 'utf8')).toContain('<div id="root"></div>');
  });

  it('uses the built SPA when there is one', () => {
    const root = mkdtempSync(join(tmpdir(), 'bench-root-'));
    roots.push(root);
    mkdirSync(join(root, 'dist/client'), { recursive: true });
    expect(assetsArguments(root, join(root, 'bench/.data/worker'))).toEqual([]);
  });
});
