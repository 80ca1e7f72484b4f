/**
 * Auth rate limits: fixed windows counted in D1, so they hold across isolates and edge
 * locations (a per-isolate memory counter would not). Every attempt is counted by one atomic
 * statement BEFORE the work it limits (a password check, a mail), so simultaneous requests
 * cannot all see the old count. Figures and keys: docs/decisions/004.
 */
import { AUTH_MESSAGES as M } from '../../../../schema/api/auth-messages.ts';
import type { Db } from '../../db/client.ts';
import { clearHits, clearHitsWithPrefix, hit, hitWithBackoff, pruneHits, refundHit, type Backoff } from '../../db/repositories/rate-limit-repository.ts';
import type { RateLimitKind } from '../../../../schema/api/error-codes.ts';
import { TooManyRequestsError } from '../../errors.ts';

export interface Limit {
  /** Key prefix. */
  name: string;
  max: number;
  windowSeconds: number;
  message: string;
  /** What it counts: the refusal's `details.limit`, which the SPA words it by. */
  kind: RateLimitKind;
}

export const LIMITS = {
  /** Sign-in attempts at one account from one untrusted client: strict, even the right password waits out the window. */
  loginFailuresPerAccountClient: { name: 'login-pair', max: 5, windowSeconds: 15 * 60, message: M.tooManyLogins, kind: 'logins' },
  /** Failed sign-ins from one untrusted client across accounts (credential stuffing). */
  loginFailuresPerClient: { name: 'login-client', max: 20, windowSeconds: 15 * 60, message: M.tooManyLogins, kind: 'logins' },
  /** Sign-in attempts from one trusted device (a device cookie of the account): its own limit, and its only one. */
  loginFailuresPerDevice: { name: 'login-device', max: 5, windowSeconds: 15 * 60, message: M.tooManyLogins, kind: 'logins' },
  signupPerClient: { name: 'signup-client', max: 5, windowSeconds: 60 * 60, message: M.tooManyRequests, kind: 'requests' },
  forgotPerClient: { name: 'forgot-client', max: 5, windowSeconds: 60 * 60, message: M.tooManyRequests, kind: 'requests' },
  /** Reset requests from one trusted device of the account: its own count, as for sign-ins, and its only one. */
  forgotPerDevice: { name: 'forgot-device', max: 5, windowSeconds: 60 * 60, message: M.tooManyRequests, kind: 'requests' },
  resendPerClient: { name: 'resend-client', max: 5, windowSeconds: 60 * 60, message: M.tooManyRequests, kind: 'requests' },
  /** Mails to one address asked for by one untrusted client: beyond it requests still "succeed" but send nothing. */
  mailsPerEmailClient: { name: 'mail-pair', max: 3, windowSeconds: 60 * 60, message: M.tooManyRequests, kind: 'requests' },
  /**
   * Mails to one address from all untrusted clients together (no mail bombing from many addresses). 20, not 10:
   * a device the owner never used cannot be told from one of an attacker's addresses, so this ceiling is what a
   * flood must reach to silence it; with 3 per client, that takes 7 addresses an hour (docs/decisions/023).
   */
  mailsPerEmail: { name: 'mail-email', max: 20, windowSeconds: 60 * 60, message: M.tooManyRequests, kind: 'requests' },
  /** Mails asked for from one trusted device of the account: its own allowance, outside the ceiling above. */
  mailsPerDevice: { name: 'mail-device', max: 3, windowSeconds: 60 * 60, message: M.tooManyRequests, kind: 'requests' },
} as const satisfies Record<string, Limit>;

/**
 * Sign-in attempts at one account from clients it does not know: the first 10 of an hour at once, then
 * each must wait twice as long after the previous one (2 s, 4 s, … at most 5 minutes). A delay, never a
 * lock: at most about 28 checked guesses per account an hour, whatever the number of clients; attempts
 * refused while waiting neither count nor lengthen the delay.
 */
export const LOGIN_ACCOUNT_BACKOFF = {
  name: 'login-account',
  windowSeconds: 60 * 60,
  free: 10,
  baseDelaySeconds: 2,
  maxDelaySeconds: 5 * 60,
  message: M.tooManyRequests,
  kind: 'requests',
} as const satisfies Backoff & Omit<Limit, 'max'>;

const windowStart = (limit: Pick<Limit, 'windowSeconds'>, now: number) => now - (now % limit.windowSeconds);
const keyOf = (limit: Pick<Limit, 'name'>, subject: string) => `${limit.name}:${subject}`;
/** The subject of the (account, client) keys; every key of one account starts with `${email}|`. */
const pairOf = (email: string, client: string) => `${email}|${client}`;

function refuse(limit: Limit, now: number): never {
  throw new TooManyRequestsError(limit.message, windowStart(limit, now) + limit.windowSeconds - now, limit.kind);
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

/** Counters are kept a day past their window's start (the longest window is an hour): older ones decide nothing. */
export const RATE_LIMIT_RETENTION_SECONDS = 24 * 60 * 60;

/** Deletes counters older than RATE_LIMIT_RETENTION_SECONDS (the scheduled clean-up, docs/decisions/024). */
export async function pruneExpired(db: Db, now: number): Promise<number> {
  return pruneHits(db, now - RATE_LIMIT_RETENTION_SECONDS);
}

/**
 * A device the account trusts: the nonce of a valid device cookie issued to this account at its current
 * session_version (services/auth/device-token.ts). Null for every other client.
 */
export type TrustedDevice = string | null;

export interface SignInAttempt {
  /** The password was right: the attempt is given back and this client's failures at the account forgotten. */
  succeeded(): Promise<void>;
}

/**
 * Counts a sign-in attempt before the password is checked, and refuses (429) when it may not be checked:
 * - a trusted device (a device cookie of this account): 5 per 15 minutes for that device, and nothing else, so
 *   no failure elsewhere (from any number of clients, or at the same address) ever slows the owner's devices;
 * - every other client: (account, client) 5 per 15 minutes, 20 per 15 minutes per client across accounts, and the
 *   account's back-off, which all untrusted clients share (a botnet cannot multiply its guesses).
 * A refused attempt gives back what it had already counted, so waiting out a delay costs nothing.
 */
export async function beginSignInAttempt(db: Db, email: string, client: string, device: TrustedDevice, now: number): Promise<SignInAttempt> {
  if (device !== null) {
    const limit = LIMITS.loginFailuresPerDevice;
    const deviceKey = keyOf(limit, device);
    if ((await hit(db, deviceKey, windowStart(limit, now))) > limit.max) refuse(limit, now);
    return {
      async succeeded() {
        await clearHits(db, deviceKey);
      },
    };
  }
  const pair = LIMITS.loginFailuresPerAccountClient;
  const pairKey = keyOf(pair, pairOf(email, client));
  if ((await hit(db, pairKey, windowStart(pair, now))) > pair.max) refuse(pair, now);
  const perClient = LIMITS.loginFailuresPerClient;
  const clientKey = keyOf(perClient, client);
  if ((await hit(db, clientKey, windowStart(perClient, now))) > perClient.max) {
    await refundHit(db, pairKey, windowStart(pair, now));
    refuse(perClient, now);
  }
  const account = LOGIN_ACCOUNT_BACKOFF;
  const accountKey = keyOf(account, email);
  const backoff = await hitWithBackoff(db, accountKey, windowStart(account, now), now, account);
  if (!backoff.allowed) {
    await refundHit(db, pairKey, windowStart(pair, now));
    await refundHit(db, clientKey, windowStart(perClient, now));
    throw new TooManyRequestsError(account.message, backoff.retryAfterSeconds, account.kind);
  }
  return {
    async succeeded() {
      await clearHits(db, pairKey);
      // Only this attempt is given back: signing in to one's own account must not reset a client's
      // failures at other accounts, nor the account's back-off that other clients caused.
      await refundHit(db, clientKey, windowStart(perClient, now));
      await refundHit(db, accountKey, windowStart(account, now));
    },
  };
}

/**
 * After a password reset: every client locked out of the account may try the new password. (The browser that
 * used the link proved the mailbox: the route gives it a device cookie, so it is trusted from now on.)
 */
export async function afterPasswordReset(db: Db, user: { email: string }): Promise<void> {
  await clearHitsWithPrefix(db, keyOf(LIMITS.loginFailuresPerAccountClient, pairOf(user.email, '')));
}

/**
 * Counts a reset request (429 past the limit): a trusted device by itself, so that others' requests from the address it
 * shares (an office NAT) never refuse the owner's devices (beginSignInAttempt's rule); any other client by its address.
 */
export async function countResetRequest(db: Db, client: string, device: TrustedDevice, now: number): Promise<void> {
  await (device !== null ? consume(db, LIMITS.forgotPerDevice, device, now) : consume(db, LIMITS.forgotPerClient, client, now));
}

/**
 * Whether a mail may go to `email` at this request. From a trusted device of the account: 3 an hour for that
 * device, whatever others asked. From anywhere else: 3 an hour per (address, client), and at most 20 an hour to
 * the address from all untrusted clients together. So requests from elsewhere can neither bomb the mailbox nor
 * silence the owner's devices, and a flood must come from 7 or more addresses an hour to silence a new one.
 */
export async function mayMail(db: Db, email: string, client: string, device: TrustedDevice, now: number): Promise<boolean> {
  if (device !== null) return tryConsume(db, LIMITS.mailsPerDevice, device, now);
  if (!(await tryConsume(db, LIMITS.mailsPerEmailClient, pairOf(email, client), now))) return false;
  return tryConsume(db, LIMITS.mailsPerEmail, email, now);
}
