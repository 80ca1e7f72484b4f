/**
 * Auth rate limits: fixed windows counted in D1, so they hold across isolates and edge
 * locations (a per-isolate memory counter would not). Figures are chosen to stop password
 * guessing and mail bombing while never troubling a person who mistypes a few times.
 */
import type { Db } from '../../db/client.ts';
import { clearHits, countHits, hit, pruneHits } from '../../db/repositories/rate-limit-repository.ts';
import { TooManyRequestsError } from '../../errors.ts';

export interface Limit {
  /** Key prefix. */
  name: string;
  max: number;
  windowSeconds: number;
  message: string;
}

const TOO_MANY = 'Too many requests. Please wait a while and try again.';

export const LIMITS = {
  /** Failed sign-ins to one account. */
  loginFailuresPerEmail: { name: 'login-email', max: 5, windowSeconds: 15 * 60, message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.' },
  /** Failed sign-ins from one client, across accounts (credential stuffing). */
  loginFailuresPerClient: { name: 'login-client', max: 20, windowSeconds: 15 * 60, message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.' },
  signupPerClient: { name: 'signup-client', max: 5, windowSeconds: 60 * 60, message: TOO_MANY },
  forgotPerClient: { name: 'forgot-client', max: 5, windowSeconds: 60 * 60, message: TOO_MANY },
  resendPerClient: { name: 'resend-client', max: 5, windowSeconds: 60 * 60, message: TOO_MANY },
  /** Mails to one address: beyond it requests still "succeed" but send nothing (no mail bombing, no account probing). */
  mailsPerEmail: { name: 'mail-email', max: 3, windowSeconds: 60 * 60, message: TOO_MANY },
} as const satisfies Record<string, Limit>;

const windowStart = (limit: Limit, now: number) => now - (now % limit.windowSeconds);
const keyOf = (limit: Limit, subject: string) => `${limit.name}:${subject}`;

function refuse(limit: Limit, now: number): never {
  throw new TooManyRequestsError(limit.message, windowStart(limit, now) + limit.windowSeconds - now);
}

/** Refuses when the subject has already used up the window. */
export async function assertUnderLimit(db: Db, limit: Limit, subject: string, now: number): Promise<void> {
  if ((await countHits(db, keyOf(limit, subject), windowStart(limit, now))) >= limit.max) refuse(limit, now);
}

/** Counts one more use; refuses when it goes over. */
export async function consume(db: Db, limit: Limit, subject: string, now: number): Promise<void> {
  if ((await hit(db, keyOf(limit, subject), windowStart(limit, now))) > limit.max) refuse(limit, now);
}

/** Counts one more use; says whether it is still within the limit (for silent limits). */
export async function tryConsume(db: Db, limit: Limit, subject: string, now: number): Promise<boolean> {
  return (await hit(db, keyOf(limit, subject), windowStart(limit, now))) <= limit.max;
}

export async function reset(db: Db, limit: Limit, subject: string): Promise<void> {
  await clearHits(db, keyOf(limit, subject));
}

export async function pruneExpired(db: Db, now: number): Promise<void> {
  await pruneHits(db, now - 24 * 60 * 60);
}
