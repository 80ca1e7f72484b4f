/**
 * Auth rate limits: fixed windows counted in D1, so they hold across isolates and edge
 * locations (a per-isolate memory counter would not). Every attempt is counted by one atomic
 * statement BEFORE the work it limits (a password check, a mail), so simultaneous requests
 * cannot all see the old count. Figures and keys: docs/decisions/004.
 */
import { AUTH_MESSAGES as M } from '../../../../schema/api/auth-messages.ts';
import type { Db } from '../../db/client.ts';
import { clearHits, clearHitsWithPrefix, hit, hitWithBackoff, pruneHits, refundHit, type Backoff } from '../../db/repositories/rate-limit-repository.ts';
import { isKnownSignInClient, pruneSignInClients, rememberSignInClient } from '../../db/repositories/sign-in-client-repository.ts';
import { TooManyRequestsError } from '../../errors.ts';

export interface Limit {
  /** Key prefix. */
  name: string;
  max: number;
  windowSeconds: number;
  message: string;
}

export const LIMITS = {
  /** Sign-in attempts at one account from one client: strict, even the right password waits out the window. */
  loginFailuresPerAccountClient: { name: 'login-pair', max: 5, windowSeconds: 15 * 60, message: M.tooManyLogins },
  /** Failed sign-ins from one client across accounts (credential stuffing); clients the account knows are exempt. */
  loginFailuresPerClient: { name: 'login-client', max: 20, windowSeconds: 15 * 60, message: M.tooManyLogins },
  signupPerClient: { name: 'signup-client', max: 5, windowSeconds: 60 * 60, message: M.tooManyRequests },
  forgotPerClient: { name: 'forgot-client', max: 5, windowSeconds: 60 * 60, message: M.tooManyRequests },
  resendPerClient: { name: 'resend-client', max: 5, windowSeconds: 60 * 60, message: M.tooManyRequests },
  /** Mails to one address asked for by one client: beyond it requests still "succeed" but send nothing. */
  mailsPerEmailClient: { name: 'mail-pair', max: 3, windowSeconds: 60 * 60, message: M.tooManyRequests },
  /** Mails to one address from all clients but the account's known ones (no mail bombing from many addresses). */
  mailsPerEmail: { name: 'mail-email', max: 10, windowSeconds: 60 * 60, message: M.tooManyRequests },
} as const satisfies Record<string, Limit>;

/**
 * Sign-in attempts at one account from clients it does not know: the first 10 of an hour at once, then
 * each must wait twice as long after the previous one (2 s, 4 s, … at most 5 minutes). A delay, never a
 * lock: at most about 28 checked guesses per account an hour, whatever the number of clients; attempts
 * refused while waiting neither count nor lengthen the delay.
 */
export const LOGIN_ACCOUNT_BACKOFF = { name: 'login-account', windowSeconds: 60 * 60, free: 10, baseDelaySeconds: 2, maxDelaySeconds: 5 * 60, message: M.tooManyRequests } as const satisfies Backoff & Omit<Limit, 'max'>;

/** How long a client stays known to an account after its last successful sign-in from there. */
export const KNOWN_CLIENT_SECONDS = 30 * 24 * 60 * 60;

const windowStart = (limit: Pick<Limit, 'windowSeconds'>, now: number) => now - (now % limit.windowSeconds);
const keyOf = (limit: Pick<Limit, 'name'>, subject: string) => `${limit.name}:${subject}`;
/** The subject of the (account, client) keys; every key of one account starts with `${email}|`. */
const pairOf = (email: string, client: string) => `${email}|${client}`;

function refuse(limit: Limit, now: number): never {
  throw new TooManyRequestsError(limit.message, windowStart(limit, now) + limit.windowSeconds - now);
}

/**
 * Counts one more use; refuses when it goes over. (There is deliberately no "check the count, act, then count":
 * simultaneous requests would all pass the check.)
 */
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
  await pruneSignInClients(db, now - KNOWN_CLIENT_SECONDS);
}

export interface SignInAttempt {
  /** The password was right: the attempt is given back and this client's failures at the account forgotten. */
  succeeded(): Promise<void>;
}

/**
 * Counts a sign-in attempt before the password is checked, and refuses (429) when it may not be checked:
 * - (account, client): 5 per 15 minutes, for everyone;
 * - clients the account does not know also count per client across accounts (20 per 15 minutes) and on
 *   the account's back-off. A known client is never slowed down by other clients' failures.
 * A refused attempt gives back what it had already counted, so waiting out a delay costs nothing.
 */
export async function beginSignInAttempt(db: Db, email: string, client: string, now: number): Promise<SignInAttempt> {
  const known = await isKnownSignInClient(db, email, client, now - KNOWN_CLIENT_SECONDS);
  const pair = LIMITS.loginFailuresPerAccountClient;
  const pairKey = keyOf(pair, pairOf(email, client));
  if ((await hit(db, pairKey, windowStart(pair, now))) > pair.max) refuse(pair, now);
  const perClient = LIMITS.loginFailuresPerClient;
  const clientKey = keyOf(perClient, client);
  const account = LOGIN_ACCOUNT_BACKOFF;
  const accountKey = keyOf(account, email);
  if (!known) {
    if ((await hit(db, clientKey, windowStart(perClient, now))) > perClient.max) {
      await refundHit(db, pairKey, windowStart(pair, now));
      refuse(perClient, now);
    }
    const backoff = await hitWithBackoff(db, accountKey, windowStart(account, now), now, account);
    if (!backoff.allowed) {
      await refundHit(db, pairKey, windowStart(pair, now));
      await refundHit(db, clientKey, windowStart(perClient, now));
      throw new TooManyRequestsError(account.message, backoff.retryAfterSeconds);
    }
  }
  return {
    async succeeded() {
      await clearHits(db, pairKey);
      if (!known) {
        // Only this attempt is given back: signing in to one's own account must not reset a client's
        // failures at other accounts, nor the account's back-off that other clients caused.
        await refundHit(db, clientKey, windowStart(perClient, now));
        await refundHit(db, accountKey, windowStart(account, now));
      }
    },
  };
}

/**
 * After a password reset: every client locked out of the account may try the new password, and the client
 * that used the link (it proved the mailbox) becomes known, so it is not slowed down by an ongoing attack.
 */
export async function afterPasswordReset(db: Db, user: { id: number; email: string }, client: string, now: number): Promise<void> {
  await clearHitsWithPrefix(db, keyOf(LIMITS.loginFailuresPerAccountClient, pairOf(user.email, '')));
  await rememberSignInClient(db, user.id, client, now);
}

/**
 * Whether a mail may go to `email` at `client`'s request: 3 an hour per (address, client), and at most 10
 * an hour to the address from clients the account does not know. So requests from elsewhere can neither
 * bomb the mailbox nor use up the owner's own allowance.
 */
export async function mayMail(db: Db, email: string, client: string, now: number): Promise<boolean> {
  if (!(await tryConsume(db, LIMITS.mailsPerEmailClient, pairOf(email, client), now))) return false;
  if (await isKnownSignInClient(db, email, client, now - KNOWN_CLIENT_SECONDS)) return true;
  return tryConsume(db, LIMITS.mailsPerEmail, email, now);
}
