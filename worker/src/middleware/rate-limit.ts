/**
 * Rate limits as route middleware (docs/decisions/033): `rateLimit(LIMIT)` counts one use of the limit before the
 * handler runs and refuses with 429 RATE_LIMITED (Retry-After, `details.limit`) through app.onError when it goes over.
 * The counting itself is services/security/rate-limits.ts (fixed windows in D1, one atomic statement per use).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';
import { TooManyRequestsError } from '../errors.ts';
import { consume, type Limit } from '../services/security/rate-limits.ts';
import { currentUser } from './require-user.ts';

type AppContext = Context<AppEnv>;

export interface RateLimitOptions {
  /** Whose uses are counted; null counts nothing for this request. Default: the signed-in user (behind a user guard). */
  subject?: (c: AppContext) => string | null | Promise<string | null>;
  /** How many uses the request makes (e.g. the calls of a JSON-RPC batch). Default 1. */
  uses?: (c: AppContext) => number | Promise<number>;
  /** Answers a refusal itself instead of the API's 429 body (the MCP server answers a JSON-RPC error). */
  refused?: (c: AppContext, err: TooManyRequestsError) => Response;
}

/** The signed-in user's id: the subject of every per-account limit. */
export const perUser = (c: AppContext): string => String(currentUser(c).id);

export function rateLimit(limit: Limit, options: RateLimitOptions = {}): MiddlewareHandler<AppEnv> {
  const subjectOf = options.subject ?? perUser;
  return async (c, next) => {
    const subject = await subjectOf(c);
    if (subject !== null) {
      const uses = options.uses ? await options.uses(c) : 1;
      const now = Math.floor(Date.now() / 1000);
      try {
        for (let i = 0; i < uses; i++) await consume(c.var.db, limit, subject, now);
      } catch (err) {
        if (options.refused && err instanceof TooManyRequestsError) return options.refused(c, err);
        throw err;
      }
    }
    await next();
  };
}
