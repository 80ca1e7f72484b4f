/** Requests to the benchmarked Worker as a browser sends them, and accounts made through the real sign-up flow. */
import type { Miniflare } from 'miniflare';
import type { D1 } from './worker.ts';

export const BENCH_ORIGIN = 'http://localhost:8787';

let clients = 0;
/** A POST from a new client address each time, so the per-client sign-up limits never trip. */
export async function post(mf: Miniflare, path: string, body: unknown, cookie?: string) {
  clients += 1;
  const res = await mf.dispatchFetch(`${BENCH_ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: BENCH_ORIGIN,
      'cf-connecting-ip': `10.9.${Math.floor(clients / 250)}.${clients % 250}`,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, json: (await res.json()) as Record<string, unknown> };
}

/**
 * A verified, signed-in user, made through the real sign-up flow and the local outbox. With `card`, a
 * card is added through the local test provider, as the payment screens add it: beyond the welcome
 * credit every answer is then charged (the usage event in the answer's batch, invoicing at AED 25).
 */
export async function newUser(mf: Miniflare, db: D1, index: number, options: { card: boolean }): Promise<string> {
  const email = `bench-${index}-${Date.now()}@example.com`;
  const password = 'bench-password-1';
  const signup = await post(mf, '/api/auth/signup', { email, password, name: 'Bench' });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${JSON.stringify(signup.json)}`);
  const mail = await db
    .prepare("SELECT link FROM outbox WHERE to_email = ? AND kind = 'verify' ORDER BY id DESC LIMIT 1")
    .bind(email)
    .first<{ link: string }>();
  const token = new URL(mail!.link).searchParams.get('token');
  await post(mf, '/api/auth/verify-email', { token });
  const login = await post(mf, '/api/auth/login', { email, password });
  const cookie = login.headers.get('set-cookie')?.match(/session=[^;]*/)?.[0];
  if (!cookie) throw new Error(`login failed: ${login.status}`);
  if (!options.card) return cookie;
  const intent = await post(mf, '/api/billing/create-setup-intent', {}, cookie);
  const confirm = await post(
    mf,
    '/api/billing/test-provider/confirm-setup',
    { clientSecret: intent.json.clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
    cookie,
  );
  const complete = await post(mf, '/api/billing/setup-complete', { setupIntentId: intent.json.setupIntentId }, cookie);
  if (confirm.status !== 200 || complete.status !== 200) throw new Error(`card set-up failed: ${confirm.status} ${complete.status}`);
  return cookie;
}
