/** Calls the Worker as a browser would, and reads the local outbox. */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../src/index.ts';

let clientCounter = 0;
/** A fresh client address, so rate limits of one test do not leak into another. */
export function newClient(): string {
  clientCounter += 1;
  return `10.0.${Math.floor(clientCounter / 250)}.${clientCounter % 250}`;
}

/**
 * The client address of calls that name none. Test files share one runtime and one database
 * (isolate: false in vitest.config.ts), so setup.ts gives each file its own before it runs:
 * rate limits counted in one file never answer in another.
 */
let fileClient = '192.0.2.1';
export function useNewFileClient(): string {
  fileClient = newClient();
  return fileClient;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  cookie?: string | null;
  client?: string;
  origin?: string | null;
  headers?: Record<string, string>;
}

/**
 * A request to the Worker's own fetch handler, in this isolate, with an execution context: what
 * SELF.fetch does, without its cost. SELF.fetch grows slower with every request a runtime has made
 * through it (from ~8 ms to ~150 ms a call after 800 calls, @cloudflare/vitest-pool-workers 0.15), and
 * the test files share one runtime; this stays under a millisecond.
 */
export function fetchWorker(url: string, init?: RequestInit, ctx: ExecutionContext = createExecutionContext()): Promise<Response> {
  return Promise.resolve(worker.fetch!(new Request(url, init) as Parameters<NonNullable<typeof worker.fetch>>[0], env, ctx));
}

export async function call(path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  headers['cf-connecting-ip'] = options.client ?? fileClient;
  const method = options.method ?? (options.body !== undefined ? 'POST' : 'GET');
  if (options.origin !== null && method !== 'GET') headers.origin = options.origin ?? 'http://localhost';
  const ctx = createExecutionContext();
  const res = await fetchWorker(
    `http://localhost${path}`,
    {
      method,
      headers,
      body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    },
    ctx,
  );
  const text = await res.text();
  // The work the route left for after the response (waitUntil) ends before the call does: none of it
  // lands in a later test, or in another file sharing the database.
  await waitOnExecutionContext(ctx);
  let json: Record<string, unknown> = {};
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, text, headers: res.headers };
}

/** `session=…` from a Set-Cookie header, as the browser would send it back. */
export function sessionCookie(headers: Headers): string | null {
  const set = headers.get('set-cookie');
  const m = set?.match(/(?:^|,\s*)session=([^;]*)/);
  return m && m[1] ? `session=${m[1]}` : null;
}

/** `device=…` from a Set-Cookie header (the device cookie of a sign-in or a password reset), as the browser would send it back. */
export function deviceCookie(headers: Headers): string | null {
  const set = headers.get('set-cookie');
  const m = set?.match(/(?:^|,\s*)device=([^;]*)/);
  return m && m[1] ? `device=${m[1]}` : null;
}

export async function latestMail(to: string, kind: 'verify' | 'reset') {
  return env.DB.prepare('SELECT * FROM outbox WHERE to_email = ? AND kind = ? ORDER BY id DESC LIMIT 1')
    .bind(to, kind)
    .first<{ link: string; subject: string; text_body: string; html_body: string }>();
}

export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token')!;
}

let userCounter = 0;
export function uniqueEmail(prefix = 'user'): string {
  userCounter += 1;
  return `${prefix}-${userCounter}-${Math.random().toString(36).slice(2, 8)}@test.example`;
}

/** A signed-up, verified, signed-in user and their session cookie. */
export async function signedInUser(options: { email?: string; password?: string; name?: string } = {}) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct horse 1';
  const name = options.name ?? 'Test User';
  const client = newClient();
  const signup = await call('/api/auth/signup', { body: { email, password, name }, client });
  // A named account (e.g. the ADMIN_EMAILS one) that another file sharing the database already made: signed in.
  const madeElsewhere = options.email !== undefined && signup.status === 409;
  if (signup.status !== 201 && !madeElsewhere) throw new Error(`signup failed: ${signup.status} ${signup.text}`);
  if (!madeElsewhere) {
    const mail = await latestMail(email, 'verify');
    await call('/api/auth/verify-email', { body: { token: tokenOf(mail!.link) }, client });
  }
  const login = await call('/api/auth/login', { body: { email, password }, client });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  return { email, password, name, cookie: sessionCookie(login.headers)!, user: login.json.user as { id: number } };
}
