/**
 * Every API address the web app calls is a route of the Worker (docs/decisions/037): the web builds its URLs from
 * string literals in each feature's api.ts, and a route renamed or removed on the server would otherwise only show as
 * a 404 in the browser. The routes are read from the Hono app itself (`app.routes`), the addresses from the web's
 * sources; where the call names its method (apiGet, apiSend('POST', …), a `method:` beside the URL), the method is
 * checked too. On Node: it reads the web's files.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Worker's module graph is type-checked under tsconfig.worker.json (the Workers types); this Node test needs only
 * the app's route table, so the app is loaded by a specifier the Node project's type check does not follow.
 */
const APP_MODULE = '../src/app.ts';
const { createApp } = (await import(/* @vite-ignore */ APP_MODULE)) as { createApp: () => { routes: Array<{ method: string; path: string }> } };

const WEB = join(import.meta.dirname, '../../web/src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(?:ts|tsx)$/.test(name) && !/\.test\.(?:ts|tsx)$/.test(name) ? [path] : [];
  });
}

interface Call {
  file: string;
  path: string;
  /** The method the call names, when it names one. */
  method: string | null;
  /** A base the code completes (`const base = \`/api/admin/${slug}\``): some route must start with it. */
  base: boolean;
}

/** An address as the web writes it: a template's `${…}` is one path segment (or the rest of one), the query dropped. */
const ADDRESS = /(apiGet\s*(?:<[^>]*>)?\s*\(\s*|apiSend\s*(?:<[^>]*>)?\s*\(\s*'(\w+)'\s*,\s*)?['"`](\/api\/[^'"`\s?#]*)/g;

function callsOf(file: string): Call[] {
  const text = readFileSync(file, 'utf8');
  const out: Call[] = [];
  for (const m of text.matchAll(ADDRESS)) {
    const path = m[3]!.replace(/\$\{[^}]*\}/g, ':param');
    const method = m[2] ?? (m[1] ? 'GET' : null);
    const assigned = /const\s+\w+\s*=\s*$/.test(text.slice(Math.max(0, m.index - 60), m.index));
    const whole = text[m.index + m[0].length] === m[0].at(-m[3]!.length - 1);
    // A constant that ends on a parameter is a base the code goes on from (`${base}/test`).
    out.push({ file: relative(WEB, file), path, method, base: path.endsWith('/') || (assigned && whole && !method && path.endsWith(':param')) });
  }
  return out;
}

const routes = createApp()
  .routes.filter((r) => r.path.startsWith('/api') && r.method !== 'ALL')
  .map((r) => ({ method: r.method, path: r.path, segments: r.path.split('/') }));

/** Segment by segment: a parameter on either side stands for any value; a route's trailing '*' for any rest. */
function segmentsMatch(web: string[], route: string[]): boolean {
  if (route.at(-1) === '*') return web.length >= route.length - 1 && segmentsMatch(web.slice(0, route.length - 1), route.slice(0, -1));
  return web.length === route.length && web.every((w, i) => w === ':param' || route[i]!.startsWith(':') || w === route[i]);
}

/** The routes an address reaches; a base reaches the routes that begin with it. */
function matching(call: Pick<Call, 'path' | 'base'>) {
  const web = call.path.replace(/\/$/, '').split('/');
  if (!call.base) return routes.filter((r) => segmentsMatch(web, r.segments));
  return routes.filter((r) => r.segments.length > web.length && segmentsMatch(web, r.segments.slice(0, web.length)));
}

describe('the API addresses the web app calls', () => {
  const calls = sources(WEB).flatMap(callsOf);

  it('are read from the web sources (the scan itself works)', () => {
    expect(calls.length).toBeGreaterThan(50);
    expect(calls.some((c) => c.path === '/api/auth/me')).toBe(true);
    expect(calls.some((c) => c.method === 'POST')).toBe(true);
  });

  it('are each a route of the Worker', () => {
    const unknown = calls.filter((c) => matching(c).length === 0).map((c) => `${c.file}: ${c.path}`);
    expect(unknown).toEqual([]);
  });

  it('are each called with a method the route answers, where the call names one', () => {
    const wrong = calls
      .filter((c) => c.method !== null)
      .filter((c) => !matching(c).some((r) => r.method === c.method))
      .map((c) => `${c.file}: ${c.method} ${c.path}`);
    expect(wrong).toEqual([]);
  });

  it('would notice a route that does not exist', () => {
    expect(matching({ path: '/api/account/chat-histories', base: false })).toEqual([]);
    expect(matching({ path: '/api/account/chat/:param', base: false }).map((r) => r.method)).toContain('DELETE');
    expect(matching({ path: '/api/auth/me', base: false }).some((r) => r.method === 'POST')).toBe(false);
    // A base is a beginning of routes, never a route's whole address.
    expect(matching({ path: '/api/admin/:param', base: true }).map((r) => r.path)).toContain('/api/admin/beehiiv/test');
    expect(matching({ path: '/api/auth/me/', base: true })).toEqual([]);
    expect(matching({ path: '/api/nothing-here/', base: true })).toEqual([]);
  });
});
