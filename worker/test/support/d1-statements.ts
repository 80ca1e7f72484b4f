import { env } from 'cloudflare:test';

/**
 * The test env with a D1 binding that records the SQL of every statement the Worker prepares, through every
 * session it opens (decision 015: each request runs on `DB.withSession(…)`).
 */
export function recordingEnv(): { env: typeof env; statements: string[] } {
  const statements: string[] = [];
  const record = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(t, prop) {
        const value = Reflect.get(t, prop, t) as unknown;
        if (typeof value !== 'function') return value;
        if (prop === 'prepare')
          return (query: string, ...rest: unknown[]) => (statements.push(query), (value as (...a: unknown[]) => unknown).apply(t, [query, ...rest]));
        if (prop === 'withSession') return (...args: unknown[]) => record((value as (...a: unknown[]) => object).apply(t, args));
        return (value as (...a: unknown[]) => unknown).bind(t);
      },
    });
  return { env: { ...env, DB: record(env.DB) }, statements };
}
