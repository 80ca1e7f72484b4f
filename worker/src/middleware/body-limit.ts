/**
 * Request body limits (issue 26 item 5; docs/decisions/023): every /api request may carry at most a body that fits
 * its purpose. Hono's bodyLimit answers 413 from Content-Length before anything reads the body, and a body without
 * one (chunked) is read only up to the limit, then cut off with the same 413. Requests the Worker answers without a
 * body (GET) pass untouched.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_HISTORY_CONTENT, MAX_HISTORY_ITEMS, MAX_QUESTION_LENGTH } from '../../../schema/api/research.ts';
import type { AppEnv } from '../env.ts';

const KB = 1024;

/**
 * Bytes a request body may have, by purpose. The figures leave room over the largest valid body (UTF-8 Arabic is
 * 2 bytes a character, JSON escapes double a quote or a line break) and no more:
 * - auth: an e-mail (254), a password (200), a name (120) or a token (200): a few hundred bytes;
 * - answer: a question (2,000 characters) and at most 8 earlier turns of 2,000 characters: about 37 KB at worst;
 * - legislation edit: one field of a record, the original text being up to 2,000,000 characters;
 * - Stripe's webhook events are a few kilobytes;
 * - everything else (share links, coupons, billing, admin forms): small JSON objects.
 */
export const BODY_LIMITS = {
  auth: 8 * KB,
  answer: 48 * KB,
  legislationEdit: 8 * KB * KB,
  stripeWebhook: 512 * KB,
  default: 64 * KB,
} as const;
export type BodyLimitName = keyof typeof BODY_LIMITS;

// The answer limit must hold the largest valid answer request (2 bytes a character, doubled for escapes at most
// on a quarter of them, plus the JSON around it).
const LARGEST_ANSWER_BODY = Math.ceil((MAX_QUESTION_LENGTH + MAX_HISTORY_ITEMS * MAX_HISTORY_CONTENT) * 2 * 1.25) + 1 * KB;
if (LARGEST_ANSWER_BODY > BODY_LIMITS.answer)
  throw new Error(`BODY_LIMITS.answer (${BODY_LIMITS.answer}) is below the largest valid answer request (${LARGEST_ANSWER_BODY})`);

const ANSWER_PATHS = new Set(['/api/multi-document-search', '/api/multi-document-search/stream', '/api/chat', '/api/chat/stream']);

export function bodyLimitFor(method: string, path: string): BodyLimitName {
  if (path.startsWith('/api/auth/')) return 'auth';
  if (ANSWER_PATHS.has(path)) return 'answer';
  if (method === 'PATCH' && /^\/api\/legislation\/[^/]+$/.test(path)) return 'legislationEdit';
  if (path === '/api/stripe/webhook') return 'stripeWebhook';
  return 'default';
}

export function tooLargeMessage(bytes: number): string {
  return bytes >= KB * KB
    ? `Request body too large: at most ${bytes / (KB * KB)} MB for this request`
    : `Request body too large: at most ${bytes / KB} KB for this request`;
}

const limiters = Object.fromEntries(
  Object.entries(BODY_LIMITS).map(([name, bytes]) => [
    name,
    bodyLimit({
      maxSize: bytes,
      onError: (c: Context) => c.json({ error: tooLargeMessage(bytes), code: 'PAYLOAD_TOO_LARGE', details: { limit_bytes: bytes } }, 413),
    }),
  ]),
) as Record<BodyLimitName, MiddlewareHandler>;

export const requestBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => limiters[bodyLimitFor(c.req.method, c.req.path)](c, next);
