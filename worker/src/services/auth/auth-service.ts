/** The account life cycle: sign-up, verification, sign-in, password reset (spec §4, §8; DESIGN §5). */
import { AUTH_MESSAGES as M, type SignupSource, type UserDto } from '../../../../schema/api/auth.ts';
import type { Db } from '../../db/client.ts';
import { consumeEmailToken, findEmailToken, retireEmailTokens, storeEmailToken, type EmailTokenKind } from '../../db/repositories/email-token-repository.ts';
import { createUser, findUserByEmail, findUserById, markEmailVerified, replacePassword, type UserRow } from '../../db/repositories/user-repository.ts';
import type { Config, SessionUser } from '../../env.ts';
import { BadRequestError, ConflictError, DomainError, ForbiddenError, UnauthorizedError } from '../../errors.ts';
import { EmailDeliveryError, type EmailTransport, type OutgoingMail } from '../email/email-transport.ts';
import { passwordResetMail, verificationMail } from '../email/templates.ts';
import { hashPassword, timingDummyHash, verifyPassword } from './password.ts';
import { randomToken, sha256Hex } from '../security/random-token.ts';
import { readDeviceToken } from './device-token.ts';
import { afterPasswordReset, beginSignInAttempt, consume, countResetRequest, LIMITS, mayMail, type TrustedDevice } from '../security/rate-limits.ts';

export const VERIFY_TTL_SECONDS = 24 * 60 * 60;
export const RESET_TTL_SECONDS = 60 * 60;

export interface AuthDeps {
  db: Db;
  config: Config;
  mail: EmailTransport;
  /** Seconds since the epoch; injectable so expiry can be tested. */
  now?: () => number;
}

export function isAdminUser(user: Pick<UserRow, 'isAdmin' | 'email'>, config: Config): boolean {
  return user.isAdmin || config.ADMIN_EMAILS.has(user.email.toLowerCase());
}

export function toUserDto(user: UserRow, config: Config): UserDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    email_verified: user.emailVerified,
    is_admin: isAdminUser(user, config),
    created_at: user.createdAt,
  };
}

/** The same shape from the signed-in request's user (read by the session middleware). */
export function sessionUserDto(u: SessionUser): UserDto {
  return { id: u.id, name: u.name, email: u.email, email_verified: u.emailVerified, is_admin: u.isAdmin, created_at: u.createdAt };
}

export class AuthService {
  private readonly now: () => number;

  constructor(private readonly deps: AuthDeps) {
    this.now = deps.now ?? (() => Math.floor(Date.now() / 1000));
  }

  private async issueToken(user: UserRow, kind: EmailTokenKind): Promise<string> {
    const { db } = this.deps;
    const now = this.now();
    const token = randomToken();
    await retireEmailTokens(db, user.id, kind, now);
    await storeEmailToken(db, {
      userId: user.id,
      kind,
      tokenHash: await sha256Hex(token),
      expiresAt: now + (kind === 'verify' ? VERIFY_TTL_SECONDS : RESET_TTL_SECONDS),
    });
    return token;
  }

  private link(path: string, token: string): string {
    return `${this.deps.config.APP_URL.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`;
  }

  /** Sends, turning a delivery failure into a 502 with the given message (nothing stored is undone). */
  private async deliver(mail: OutgoingMail, failureMessage: string): Promise<void> {
    try {
      await this.deps.mail.send(mail);
    } catch (e) {
      if (!(e instanceof EmailDeliveryError)) throw e;
      console.error(`mail delivery failed (${mail.kind} to ${mail.to}):`, e.message);
      throw new DomainError(failureMessage, 502, 'EMAIL_DELIVERY_FAILED');
    }
  }

  private async sendVerification(user: UserRow): Promise<void> {
    const token = await this.issueToken(user, 'verify');
    await this.deliver(verificationMail(user.email, this.link('/verify-email', token)), M.sendFailed);
  }

  async signup(input: { email: string; password: string; name: string; signupSource: SignupSource }, client: string): Promise<UserRow> {
    const { db, config } = this.deps;
    await consume(db, LIMITS.signupPerClient, client, this.now());
    if (await findUserByEmail(db, input.email)) throw new ConflictError(M.userExists, 'USER_EXISTS');
    const user = await createUser(db, {
      name: input.name,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      signupSource: input.signupSource,
      isAdmin: config.ADMIN_EMAILS.has(input.email),
    });
    if (!user) throw new ConflictError(M.userExists, 'USER_EXISTS'); // lost a race with a simultaneous sign-up
    await mayMail(db, user.email, client, null, this.now());
    // The account stands even if the mail does not leave: the person can ask for it again.
    await this.sendVerification(user).catch((e) => {
      if (!(e instanceof DomainError)) throw e;
    });
    return user;
  }

  /**
   * The device cookie's nonce when it was issued to this account at its current session_version (a password reset
   * retires the others); null for no cookie, a forged or expired one, or one of another account.
   */
  private async trustedDevice(deviceToken: string | undefined, user: UserRow | null | undefined): Promise<TrustedDevice> {
    if (!deviceToken || !user) return null;
    const claims = await readDeviceToken(this.deps.config.SESSION_SECRET, deviceToken);
    return claims && claims.userId === user.id && claims.version === user.sessionVersion ? claims.nonce : null;
  }

  /** The signed-in user; the route then gives the browser a session and a device cookie. */
  async login(input: { email: string; password: string }, client: string, deviceToken?: string): Promise<UserRow> {
    const { db } = this.deps;
    const now = this.now();
    const user = await findUserByEmail(db, input.email);
    // Counted before the hash is checked (a failure unless proven otherwise), or refused with 429.
    const attempt = await beginSignInAttempt(db, input.email, client, await this.trustedDevice(deviceToken, user), now);
    // Unknown e-mails cost a hash too, so timing does not tell which accounts exist.
    const ok = await verifyPassword(input.password, user?.passwordHash ?? (await timingDummyHash()));
    if (!user || !ok) throw new UnauthorizedError(M.invalidCredentials, 'INVALID_CREDENTIALS');
    await attempt.succeeded();
    if (!user.emailVerified) throw new ForbiddenError(M.emailNotVerified, 'emailNotVerified');
    return user;
  }

  /** Consumes a verify or reset token: the user it belongs to, or the spec's distinct errors. */
  private async redeem(kind: EmailTokenKind, token: string): Promise<UserRow> {
    const { db } = this.deps;
    const now = this.now();
    const row = await findEmailToken(db, kind, await sha256Hex(token));
    const invalid = kind === 'verify' ? new BadRequestError(M.verificationInvalid, 'TOKEN_INVALID') : new BadRequestError(M.resetTokenMissing, 'TOKEN_INVALID');
    if (!row || row.usedAt !== null) throw invalid;
    if (row.expiresAt <= now) {
      throw kind === 'verify' ? new BadRequestError(M.verificationExpired, 'TOKEN_EXPIRED') : new BadRequestError(M.resetTokenExpired, 'TOKEN_EXPIRED');
    }
    if (!(await consumeEmailToken(db, row.id, now))) throw invalid;
    const user = await findUserById(db, row.userId);
    if (!user) throw invalid;
    return user;
  }

  async verifyEmail(token: string): Promise<UserRow> {
    const user = await this.redeem('verify', token);
    await markEmailVerified(this.deps.db, user.id);
    return { ...user, emailVerified: true };
  }

  /** Same answer whether or not the account exists or is already verified. */
  async resendVerification(email: string, client: string): Promise<void> {
    const { db } = this.deps;
    await consume(db, LIMITS.resendPerClient, client, this.now());
    const user = await findUserByEmail(db, email);
    if (!user || user.emailVerified) return;
    if (!(await mayMail(db, email, client, null, this.now()))) return;
    await this.sendVerification(user);
  }

  /** Same answer whether or not the account exists. A trusted device of the account has its own mail allowance. */
  async forgotPassword(email: string, client: string, deviceToken?: string): Promise<void> {
    const { db } = this.deps;
    const user = await findUserByEmail(db, email);
    const device = await this.trustedDevice(deviceToken, user);
    await countResetRequest(db, client, device, this.now());
    if (!user) return;
    if (!(await mayMail(db, email, client, device, this.now()))) return;
    const token = await this.issueToken(user, 'reset');
    await this.deliver(passwordResetMail(user.email, this.link('/reset-password', token)), M.forgotFailedShort);
  }

  /**
   * Sets the new password and signs the user out everywhere (session_version + 1, which also retires every device
   * cookie). A reset link also proves the e-mail address. Returns the user id and new session_version, for the
   * device cookie the route gives the browser that used the link.
   */
  async resetPassword(token: string, newPassword: string): Promise<{ id: number; sessionVersion: number }> {
    const { db } = this.deps;
    const user = await this.redeem('reset', token);
    await replacePassword(db, user.id, await hashPassword(newPassword));
    if (!user.emailVerified) await markEmailVerified(db, user.id);
    await afterPasswordReset(db, user);
    return { id: user.id, sessionVersion: user.sessionVersion + 1 };
  }
}
