/**
 * Accounts and resources for the authorization matrix and the fuzz suite. Every client address is
 * unique to this run (rate limits of other test files sharing the database never meet ours) and
 * every e-mail is unique (the tables are never assumed empty).
 */
import { env } from 'cloudflare:test';
import { createApp } from '../../src/app.ts';
import { latestMail, sessionCookie, tokenOf, type CallOptions } from '../helpers.ts';

const app = createApp();

/**
 * helpers.ts' call(), through app.request instead of SELF.fetch: SELF.fetch grows slower with every
 * request made through it (from ~5 ms to ~50 ms a call over a few hundred calls, with
 * @cloudflare/vitest-pool-workers 0.15), which suites of a thousand requests cannot afford. With no
 * execution context, work a route leaves for after the response is awaited before the answer.
 */
export async function call(path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  headers['cf-connecting-ip'] = options.client ?? uniqueClient();
  const method = options.method ?? (options.body !== undefined ? 'POST' : 'GET');
  if (options.origin !== null && method !== 'GET') headers.origin = options.origin ?? 'http://localhost';
  const res = await app.request(
    `http://localhost${path}`,
    { method, headers, body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body) },
    env,
  );
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, text, headers: res.headers };
}

const RUN = Math.random().toString(16).slice(2, 8);
let clients = 0;
/** A client address nobody else uses: the IPv6 documentation prefix, this run's tag and a counter. */
export function uniqueClient(): string {
  clients += 1;
  return `2001:db8:${RUN}::${clients.toString(16)}`;
}

let emails = 0;
export function freshEmail(prefix: string): string {
  emails += 1;
  return `${prefix}-${RUN}-${emails}@matrix.test.example`;
}

export interface Actor {
  id: number;
  email: string;
  password: string;
  name: string;
  cookie: string;
}

/** Sign-up, e-mail verification and sign-in as a browser does them, each from its own client address. */
export async function actor(prefix: string, options: { admin?: boolean; name?: string } = {}): Promise<Actor> {
  const email = freshEmail(prefix);
  const password = 'correct horse 1';
  const name = options.name ?? `Matrix ${prefix}`;
  const signup = await call('/api/auth/signup', { body: { email, password, name }, client: uniqueClient() });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${signup.text}`);
  const mail = await latestMail(email, 'verify');
  const verified = await call('/api/auth/verify-email', { body: { token: tokenOf(mail!.link) }, client: uniqueClient() });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${verified.text}`);
  const cookie = await signIn(email, password);
  const id = Number(await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first('id'));
  // An administrator by the users.is_admin flag (ADMIN_EMAILS' one address may already exist in a shared database).
  if (options.admin) await env.DB.prepare('UPDATE users SET is_admin = 1 WHERE id = ?').bind(id).run();
  return { id, email, password, name, cookie };
}

/** A new session of an existing account. */
export async function signIn(email: string, password: string): Promise<string> {
  const login = await call('/api/auth/login', { body: { email, password }, client: uniqueClient() });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  return sessionCookie(login.headers)!;
}

/** A user row written straight into D1 (never signed in): a target for deletion. */
export async function bareUser(prefix: string): Promise<number> {
  const row = await env.DB.prepare("INSERT INTO users (name, email, password_hash, email_verified) VALUES ('Bare user', ?, 'x', 1) RETURNING id")
    .bind(freshEmail(prefix))
    .first<{ id: number }>();
  return row!.id;
}

/** A saved collection conversation of one question and answer, both carrying `marker`. */
export async function savedChat(userId: number, marker: string): Promise<number> {
  const chat = await env.DB.prepare("INSERT INTO chats (user_id, kind, title) VALUES (?, 'collection', ?) RETURNING id")
    .bind(userId, `Chat ${marker}`)
    .first<{ id: number }>();
  await env.DB.batch([
    env.DB.prepare("INSERT INTO messages (chat_id, role, content) VALUES (?, 'user', ?)").bind(
      chat!.id,
      `Which businesses can elect Small Business Relief? ${marker}`,
    ),
    env.DB.prepare("INSERT INTO messages (chat_id, role, content) VALUES (?, 'assistant', ?)").bind(
      chat!.id,
      `Resident persons under the threshold of Article (21) [1]. ${marker}`,
    ),
  ]);
  return chat!.id;
}

let invoiceCounter = 0;
/** An open invoice of the user (no lines), as a failed threshold charge leaves one. */
export async function openInvoice(userId: number): Promise<number> {
  invoiceCounter += 1;
  const row = await env.DB.prepare(
    "INSERT INTO invoices (user_id, period, total_fils, status, reason, claim_token) VALUES (?, '2026-10', 1234, 'open', 'threshold', ?) RETURNING id",
  )
    .bind(userId, `matrix-${RUN}-${invoiceCounter}`)
    .first<{ id: number }>();
  return row!.id;
}

export const count = async (sql: string, ...binds: unknown[]): Promise<number> =>
  Number(
    await env.DB.prepare(sql)
      .bind(...binds)
      .first('n'),
  );
