import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { generateSecret, generateURI, verify } from 'otplib';
import {
  AUTH_MESSAGES,
  type ReauthenticationInput,
  type TotpSetup,
  type TotpStatus,
} from '../../contracts/auth';
import type { Database } from '../db/client';
import { badRequest, conflict, HttpError } from '../errors';
import { dropKeys, takeTurn } from '../repositories/rate-limits.repository';
import {
  anySealedTotpSecret,
  countUnusedRecoveryCodes,
  disableTotp,
  enableTotp,
  replaceRecoveryCodes,
  sealPlainTotpSecrets,
  setPendingTotpSecret,
  unusedRecoveryCodes,
  useRecoveryCode,
  useTotpStep,
} from '../repositories/second-factor.repository';
import { findUserById, type UserRecord } from '../repositories/users.repository';
import type { LoginThrottle } from './auth.service';
import type { BrandId } from '../../contracts/brands';
import type { SecondFactorChange } from '../providers/mail/templates';
import { utcText, type MailService } from './mail.service';
import type { PasswordHasher } from './password-hasher';
import { SEALED_PREFIX, type TotpSecretBox } from './totp-secret-box';

/** How many recovery codes are made at once. */
export const RECOVERY_CODE_COUNT = 10;
/** Base32 characters per recovery code: 60 random bits, salted and hashed (ASVS 2.6.2). */
const RECOVERY_CODE_LENGTH = 12;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** A code of the step before or after is taken too (clocks drift; RFC 6238 section 5.2). */
const TOTP_TOLERANCE_S = 30;
/** A streak of wrong codes ends after an hour without attempts (as a login streak). */
const CODE_STREAK_S = 3600;
/** The issuer an authenticator app lists the account under. */
const TOTP_ISSUER = 'AirSizer';

export interface SecondFactorDeps {
  db: Database;
  hasher: PasswordHasher;
  /** Wrong codes wait as wrong passwords do (LOGIN_FREE_ATTEMPTS, LOGIN_MAX_WAIT_SECONDS). */
  throttle: LoginThrottle;
  /** ADMIN_TOTP_REQUIRED: administrators must have a second factor to sign in. */
  adminRequired: boolean;
  /** Each change, and a code used twice, is mailed to the owner (ASVS 2.2.3, 2.5.5, 2.8.5). */
  mail: MailService;
  log: FastifyBaseLogger;
  /** Seals the secrets at rest (ASVS 2.8.2): the database holds only sealed ones. */
  box: TotpSecretBox;
}

/**
 * Issue 28: the TOTP second factor (RFC 6238 via otplib) with recovery codes, for every account. Every code check is
 * slowed down per account as logins are, and each TOTP time step and each recovery code works once.
 */
export class SecondFactorService {
  constructor(private readonly deps: SecondFactorDeps) {}

  /** Whether the account must show a second factor to sign in (it has one). */
  hasSecondFactor(user: UserRecord): boolean {
    return user.totpSecret !== null;
  }

  /** Whether the account must set a second factor up before it may sign in (an administrator without one). */
  mustEnrol(user: UserRecord): boolean {
    return this.deps.adminRequired && user.role === 'admin' && user.totpSecret === null;
  }

  async status(userId: string): Promise<TotpStatus> {
    const user = await this.user(userId);
    return {
      enabled: user.totpSecret !== null,
      recoveryCodesLeft: await countUnusedRecoveryCodes(this.deps.db, userId),
      required: this.deps.adminRequired && user.role === 'admin',
    };
  }

  /** A new secret to set up (replacing one not yet confirmed); 409 while a second factor is on. */
  async setup(userId: string): Promise<TotpSetup> {
    const user = await this.user(userId);
    if (user.totpSecret !== null) {
      throw conflict('code', 'two-factor authentication is already on', 'secondFactorAlreadyOn');
    }
    const secret = generateSecret();
    await setPendingTotpSecret(this.deps.db, userId, this.deps.box.seal(userId, secret));
    return { secret, uri: generateURI({ issuer: TOTP_ISSUER, label: user.email, secret }) };
  }

  /** Confirms the secret being set up with a first code from the app; answers the new recovery codes. */
  async enable(userId: string, code: string, brand: BrandId): Promise<string[]> {
    const user = await this.user(userId);
    if (user.totpSecret !== null) {
      throw conflict('code', 'two-factor authentication is already on', 'secondFactorAlreadyOn');
    }
    const pending = user.totpPendingSecret;
    if (pending === null) {
      throw badRequest('code', 'set two-factor authentication up first', 'secondFactorNotSetUp');
    }
    await this.takeCodeTurn(userId);
    const step = await totpStep(this.deps.box.open(userId, pending), code.replace(/\s/g, ''));
    if (step === null) {
      throw wrongCode();
    }
    const codes = await this.deps.db.transaction(async (tx) => {
      if (!(await enableTotp(tx, userId, pending, step))) {
        throw wrongCode();
      }
      await dropKeys(tx, [codeKey(userId)]);
      return this.newRecoveryCodes(tx, userId);
    });
    this.notify(user, brand, 'on');
    return codes;
  }

  /**
   * A sign-in's second step, or the code of a re-authentication: a TOTP code of a step not used before, or an unused
   * recovery code (used up). 400 for a wrong code; 429 while the account waits after several.
   */
  async checkCode(user: UserRecord, code: string, brand: BrandId): Promise<void> {
    await this.takeCodeTurn(user.id);
    await this.verifyCode(user, code, brand);
    await dropKeys(this.deps.db, [codeKey(user.id)]);
  }

  private async verifyCode(user: UserRecord, code: string, brand: BrandId): Promise<void> {
    const { db, log } = this.deps;
    if (user.totpSecret === null) {
      throw badRequest('code', 'two-factor authentication is not on', 'secondFactorNotOn');
    }
    const normalized = code.replace(/[\s-]/g, '').toUpperCase();
    if (/^\d{6}$/.test(normalized)) {
      const step = await totpStep(this.deps.box.open(user.id, user.totpSecret), normalized);
      if (step === null) {
        throw wrongCode();
      }
      if (!(await useTotpStep(db, user.id, step))) {
        // ASVS 2.8.5: a code used again within its validity is refused and logged.
        log.warn({ userId: user.id }, 'a TOTP code was used again: refused');
        this.notify(user, brand, 'reused');
        throw wrongCode();
      }
    } else if (!(await this.useRecoveryCode(user.id, normalized))) {
      throw wrongCode();
    }
  }

  /** New recovery codes after the password and a code (the old ones stop working). */
  async regenerateRecoveryCodes(
    userId: string,
    input: ReauthenticationInput,
    brand: BrandId,
  ): Promise<string[]> {
    const user = await this.reauthenticate(userId, input, brand);
    const codes = await this.deps.db.transaction((tx) => this.newRecoveryCodes(tx, user.id));
    this.notify(user, brand, 'codes');
    return codes;
  }

  /** Turns the second factor off after the password and a code; an administrator who must keep it gets 403. */
  async disable(userId: string, input: ReauthenticationInput, brand: BrandId): Promise<void> {
    const user = await this.user(userId);
    if (this.deps.adminRequired && user.role === 'admin') {
      throw new HttpError(403, AUTH_MESSAGES.secondFactorRequired, 'code', 'secondFactorRequired');
    }
    await this.reauthenticate(userId, input, brand);
    await this.deps.db.transaction((tx) => disableTotp(tx, userId));
    this.notify(user, brand, 'off');
  }

  private notify(user: UserRecord, brand: BrandId, change: SecondFactorChange): void {
    this.deps.mail.sendNotice('secondFactorChanged', user, brand, { when: utcText(new Date()), change });
  }

  /** ASVS 3.7.1: the password and a second-factor code again before a change to the second factor. */
  private async reauthenticate(
    userId: string,
    input: ReauthenticationInput,
    brand: BrandId,
  ): Promise<UserRecord> {
    const user = await this.user(userId);
    await this.takeCodeTurn(userId);
    if (!(await this.deps.hasher.verify(user.passwordHash, input.password))) {
      throw badRequest('password', 'does not match the current password', 'passwordMismatch');
    }
    await this.verifyCode(user, input.code, brand);
    await dropKeys(this.deps.db, [codeKey(user.id)]);
    return user;
  }

  private async newRecoveryCodes(db: Database, userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await replaceRecoveryCodes(
      db,
      userId,
      codes.map((code) => {
        const salt = randomBytes(16).toString('hex');
        return { salt, codeHash: recoveryCodeHash(salt, code) };
      }),
    );
    return codes.map((code) => code.match(/.{4}/g)!.join('-'));
  }

  private async useRecoveryCode(userId: string, normalized: string): Promise<boolean> {
    if (normalized.length !== RECOVERY_CODE_LENGTH) {
      return false;
    }
    for (const stored of await unusedRecoveryCodes(this.deps.db, userId)) {
      const hash = Buffer.from(recoveryCodeHash(stored.salt, normalized), 'hex');
      if (timingSafeEqual(hash, Buffer.from(stored.codeHash, 'hex'))) {
        return useRecoveryCode(this.deps.db, stored.id);
      }
    }
    return false;
  }

  /** The per-account slow-down of code checks (429 with the seconds left, as logins). */
  private async takeCodeTurn(userId: string): Promise<void> {
    const { freeAttempts, maxWaitSeconds } = this.deps.throttle;
    const waitMs = await takeTurn(this.deps.db, codeKey(userId), {
      free: freeAttempts,
      maxWaitS: maxWaitSeconds,
      streakS: CODE_STREAK_S,
    });
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new HttpError(
        429,
        `Too many wrong codes: please try again in ${seconds} s`,
        'code',
        'codeThrottled',
      );
    }
  }

  private async user(userId: string): Promise<UserRecord> {
    const user = await findUserById(this.deps.db, userId);
    if (!user) {
      // The caller's session was checked a moment ago; an account deleted since is a lost session.
      throw new HttpError(401, 'Authentication required');
    }
    return user;
  }
}

/**
 * At start, before anything else is built: seals the TOTP secrets stored in plain text by the release before (issue
 * 28, ASVS 2.8.2), and refuses to start when the key does not open a stored one (a wrong TOTP_KEY would otherwise lock
 * every such account out).
 */
export async function prepareStoredTotpSecrets(
  db: Database,
  box: TotpSecretBox,
  log: FastifyBaseLogger,
): Promise<void> {
  const sealed = await sealPlainTotpSecrets(db, SEALED_PREFIX, (userId, secret) => box.seal(userId, secret));
  if (sealed > 0) {
    log.info({ sealed }, 'sealed the TOTP secrets stored in plain text');
  }
  const stored = await anySealedTotpSecret(db);
  if (stored) {
    box.open(stored.userId, stored.sealed);
  }
}

/** The time step of a valid TOTP code for `secret`, or null (a malformed code is a wrong one). */
async function totpStep(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) {
    return null;
  }
  const result = await verify({ secret, token: code, epochTolerance: TOTP_TOLERANCE_S });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

const wrongCode = () => badRequest('code', 'is not a valid code', 'codeInvalid');
const codeKey = (userId: string) => `second-factor:${userId}`;

function newRecoveryCode(): string {
  const bytes = randomBytes(RECOVERY_CODE_LENGTH);
  return Array.from(bytes, (byte) => BASE32[byte % 32]).join('');
}

function recoveryCodeHash(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}
