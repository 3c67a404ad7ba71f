import { appLink } from '../../../../core/src/config/public-url';
import { randomBytes } from 'node:crypto';
import type { Profile } from 'passport-google-oauth20';
import type { DataSource } from 'typeorm';
import { hashToken } from '../../../../core/src/accounts/token-hash';
import { ensureAccountBilling } from '../../../../core/src/billing/usage-ledger';
import { PasswordResetTokenEntity } from '../../../../core/src/db/entities/password-reset-token.entity';
import { UserEntity } from '../../../../core/src/db/entities/user.entity';
import type { Logger } from '../../../../core/src/logging/logger';
import { AuthError } from './auth-errors';
import { mergeGuestIntoUser } from './guest-merge';
import type { LoginThrottle } from './login-throttle';
import type { Mailer } from '../../../../core/src/mail/mailer';
import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH } from '../../../../core/src/shared/auth-messages';
import { MAX_PASSWORD_LENGTH, burnPasswordCheck, hashPassword, verifyPassword } from './passwords';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const MAX_NAME_LENGTH = 100;

export function normaliseEmail(email: string): string {
  return email.trim();
}

export function checkEmail(email: string): void {
  if (!EMAIL_PATTERN.test(email) || email.length > 254) throw new AuthError('invalid-email');
}

export function checkNewPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw new AuthError('weak-password');
  if (password.length > MAX_PASSWORD_LENGTH) throw new AuthError('weak-password');
}

/** Accounts: sign-up, credential checks (throttled), guest hand-over, password reset. */
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly throttle: LoginThrottle,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly log: Logger,
    /** Runs before an account is deleted (billing ends its Stripe subscription). */
    private readonly beforeDelete: (userId: string) => Promise<void> = () => Promise.resolve(),
  ) {}

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('user')
      .where('lower(user.email) = lower(:email)', { email: normaliseEmail(email) })
      .getOne();
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.dataSource.getRepository(UserEntity).findOneBy({ id });
  }

  /** Creates an account; the guest's work (if any) moves into it in the same transaction. */
  async signUp(
    input: { name: string; email: string; password: string },
    guestSessionId: string | null,
  ): Promise<UserEntity> {
    const name = input.name.trim();
    const email = normaliseEmail(input.email);
    if (!name) throw new AuthError('missing-name');
    if (name.length > MAX_NAME_LENGTH) throw new AuthError('missing-name');
    checkEmail(email);
    checkNewPassword(input.password);
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await manager
          .getRepository(UserEntity)
          .save(
            manager.getRepository(UserEntity).create({ email, displayName: name, passwordHash }),
          );
        await ensureAccountBilling(manager, user.id, new Date());
        if (guestSessionId) await mergeGuestIntoUser(manager, guestSessionId, user.id);
        return user;
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505')
        throw new AuthError('email-already-in-use');
      throw error;
    }
  }

  /**
   * The user for these credentials. Every attempt counts against the account and the IP
   * before the password is checked; past the limit the answer is too-many-requests.
   */
  async verifyCredentials(email: string, password: string, ip: string): Promise<UserEntity> {
    const address = normaliseEmail(email);
    if (!(await this.throttle.reserve(address, ip))) throw new AuthError('too-many-requests');
    checkEmail(address);
    const user = await this.findByEmail(address);
    if (!user) {
      await burnPasswordCheck(password);
      throw new AuthError('user-not-found');
    }
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
      throw new AuthError('wrong-password');
    }
    await this.throttle.succeeded(address, ip);
    return user;
  }

  /** The account for a Google profile: by Google id, else linked by verified e-mail, else new. */
  async findOrCreateGoogleUser(profile: Profile): Promise<UserEntity> {
    const repository = this.dataSource.getRepository(UserEntity);
    const known = await repository.findOneBy({ googleId: profile.id });
    if (known) return known;
    const email = profile.emails?.find((entry) => entry.verified !== false)?.value;
    if (!email) throw new AuthError('invalid-email');
    const existing = await this.findByEmail(email);
    if (existing) {
      await repository.update({ id: existing.id }, { googleId: profile.id });
      return { ...existing, googleId: profile.id };
    }
    return this.dataSource.transaction(async (manager) => {
      const user = await manager.getRepository(UserEntity).save(
        manager.getRepository(UserEntity).create({
          email,
          displayName: profile.displayName || email.split('@')[0],
          photoUrl: profile.photos?.[0]?.value ?? null,
          googleId: profile.id,
          passwordHash: null,
        }),
      );
      await ensureAccountBilling(manager, user.id, new Date());
      return user;
    });
  }

  async mergeGuest(guestSessionId: string, userId: string): Promise<void> {
    await this.dataSource.transaction((manager) =>
      mergeGuestIntoUser(manager, guestSessionId, userId),
    );
  }

  /** Sends a reset link when the address has an account; the caller answers the same either way. */
  async requestPasswordReset(email: string, ip: string): Promise<void> {
    const address = normaliseEmail(email);
    if (!EMAIL_PATTERN.test(address)) return;
    // Reuse the sign-in throttle so the endpoint cannot be used to flood a mailbox.
    if (!(await this.throttle.reserve(`reset:${address}`, ip))) return;
    const user = await this.findByEmail(address);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    // Only the newest link works: issuing one voids every earlier one still unused.
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`,
        [user.id],
      );
      await manager.getRepository(PasswordResetTokenEntity).insert({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
    });
    const link = appLink(this.publicUrl, `/reset-password?token=${token}`);
    await this.mailer
      .send({
        to: user.email,
        subject: 'Reset your Quillcart password',
        text:
          `Hello ${user.displayName || ''},\n\nSomeone (hopefully you) asked to reset the password of your ` +
          `Quillcart account. Open this link within an hour to choose a new one:\n\n${link}\n\n` +
          `If you did not ask, ignore this mail: your password stays as it is.\n`,
      })
      .catch((error: unknown) => this.log.error({ err: error }, 'sending the reset mail failed'));
  }

  /**
   * Sets a new password with a reset token; the token works once, and only while it is the
   * newest one. Answers the user id.
   */
  async resetPassword(token: string, password: string): Promise<string> {
    checkNewPassword(password);
    const passwordHash = await hashPassword(password);
    return this.dataSource.transaction(async (manager) => {
      const [rows] = await manager.query<[{ user_id: string }[], number]>(
        `UPDATE password_reset_tokens SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
          RETURNING user_id`,
        [hashToken(token)],
      );
      const userId = rows[0]?.user_id;
      if (!userId) throw new AuthError('invalid-reset-token');
      // Using one link voids any other still open (issued before this one was voided).
      await manager.query(
        `UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`,
        [userId],
      );
      await manager.getRepository(UserEntity).update({ id: userId }, { passwordHash });
      return userId;
    });
  }

  async changePassword(userId: string, current: string | null, next: string): Promise<void> {
    const user = await this.findById(userId);
    if (!user) throw new AuthError('user-not-found');
    if (user.passwordHash && !(current && (await verifyPassword(user.passwordHash, current)))) {
      throw new AuthError('wrong-password');
    }
    checkNewPassword(next);
    await this.dataSource
      .getRepository(UserEntity)
      .update({ id: userId }, { passwordHash: await hashPassword(next) });
  }

  /** Deletes the account and, through foreign keys, all of its data. */
  async deleteAccount(userId: string, password: string | null): Promise<void> {
    const user = await this.findById(userId);
    if (!user) throw new AuthError('user-not-found');
    if (user.passwordHash && !(password && (await verifyPassword(user.passwordHash, password)))) {
      throw new AuthError('wrong-password');
    }
    await this.beforeDelete(userId);
    await this.dataSource.getRepository(UserEntity).delete({ id: userId });
  }
}
