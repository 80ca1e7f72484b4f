/**
 * Issue 15, item 1 (part), the files outside the Worker: the static assets send HSTS, and
 * `npm start` writes links for the port it serves on.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { devServerArgs } from '../../scripts/start-args.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('web/public/_headers', () => {
  it('sends Strict-Transport-Security with every static asset (/*)', () => {
    const rules = readFileSync(resolve(root, 'web/public/_headers'), 'utf8');
    const all = rules.split(/\n(?=\S)/).find((block) => block.startsWith('/*\n'));
    expect(all).toBeDefined();
    expect(all).toMatch(/^\s+Strict-Transport-Security: max-age=31536000; includeSubDomains$/m);
  });
});

describe('npm start (scripts/start.mjs)', () => {
  it('serves on PORT and makes APP_URL (verification and reset links) follow it', () => {
    const args = devServerArgs({ env: { PORT: '8799' } });
    expect(args.slice(0, 3)).toEqual(['dev', '--port', '8799']);
    expect(args).toContain('--var');
    expect(args[args.indexOf('--var') + 1]).toBe('APP_URL:http://localhost:8799');
  });

  it('defaults to 8787, and an explicit APP_URL wins', () => {
    const args = devServerArgs({ env: {} });
    expect(args[args.indexOf('--port') + 1]).toBe('8787');
    expect(args[args.indexOf('--var') + 1]).toBe('APP_URL:http://localhost:8787');
    const explicit = devServerArgs({ env: { PORT: '9000', APP_URL: 'https://tunnel.example' } });
    expect(explicit[explicit.indexOf('--var') + 1]).toBe('APP_URL:https://tunnel.example');
  });

  it('keeps the persistence and inspector options', () => {
    const args = devServerArgs({ env: { PERSIST_DIR: '.wrangler/e2e', INSPECTOR_PORT: '9230' }, root: '/repo' });
    expect(args).toEqual(expect.arrayContaining(['--persist-to', '/repo/.wrangler/e2e', '--inspector-port', '9230', '--test-scheduled']));
  });

  it('passes EXTRA_VARS (KEY:VALUE, space-separated) as more --var options, e.g. a model endpoint for the browser tests', () => {
    const args = devServerArgs({ env: { EXTRA_VARS: ' OPENAI_API_KEY:e2e-key  OPENAI_BASE_URL:http://127.0.0.1:8799/v1 ' } });
    const vars = args.flatMap((a, i) => (a === '--var' ? [args[i + 1]] : []));
    expect(vars).toEqual(['APP_URL:http://localhost:8787', 'OPENAI_API_KEY:e2e-key', 'OPENAI_BASE_URL:http://127.0.0.1:8799/v1']);
    expect(() => devServerArgs({ env: { EXTRA_VARS: 'NO_VALUE' } })).toThrow(/KEY:VALUE/);
  });
});
