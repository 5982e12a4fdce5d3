import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  AUTH_MESSAGES,
  LOGIN_THROTTLED_PREFIX,
  type AccessTokenClaims,
  type LoginAnswer,
  type LoginInput,
  type SecondFactorInput,
  type TotpSetup,
  type RefreshInput,
  type SessionList,
  type RecoveryCodes,
  type TokenPair,
} from '../../contracts/auth';
import type { BrandId } from '../../contracts/brands';
import type { Database } from '../db/client';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../errors';
import { dropKeys, takeTurn } from '../repositories/rate-limits.repository';
import type { CaptchaProvider } from '../providers/captcha/captcha.provider';
import {
  findRefreshTokenByHash,
  insertRefreshToken,
  rotateRefreshToken,
} from '../repositories/refresh-tokens.repository';
import {
  endSession,
  hasAnySession,
  hasSessionFrom,
  insertSession,
  isSessionLive,
  isSessionOf,
  listLiveSessions,
  openSessionIds,
  touchSession,
  type SessionLimits,
} from '../repositories/sessions.repository';
import {
  consumeLoginChallenge,
  findLoginChallenge,
  insertLoginChallenge,
  type LoginChallengeKind,
} from '../repositories/second-factor.repository';
import { findUserByEmail, findUserById, type UserRecord } from '../repositories/users.repository';
import type { AccessTokens } from './access-tokens';
import { deviceOf } from './devices';
import type { EmailLinkService } from './email-links.service';
import { utcText, type MailService } from './mail.service';
import type { PasswordHasher } from './password-hasher';
import type { SecondFactorService } from './second-factor.service';
import { hashSecretToken, newSecretToken } from './secret-tokens';

/** Issue 28: how one account's logins are slowed down (config LOGIN_FREE_ATTEMPTS, LOGIN_MAX_WAIT_SECONDS). */
export interface LoginThrottle {
  freeAttempts: number;
  maxWaitSeconds: number;
}

/** A login streak of an account ends after an hour without attempts. */
const LOGIN_STREAK_S = 3600;

export interface AuthServiceDeps {
  db: Database;
  throttle: LoginThrottle;
  /** Issue 28: a session's absolute lifetime and idle timeout (SESSION_MAX_HOURS, SESSION_IDLE_MINUTES). */
  sessionLimits: SessionLimits;
  mail: MailService;
  hasher: PasswordHasher;
  tokens: AccessTokens;
  captcha: CaptchaProvider;
  links: EmailLinkService;
  /** Issue 28: the TOTP second factor a sign-in may need before its session starts. */
  secondFactor: SecondFactorService;
  log: FastifyBaseLogger;
}

/** How long the second step of a sign-in may wait: a code, or (an administrator's first sign-in) setting it up. */
const CHALLENGE_LIFETIME_S: Record<LoginChallengeKind, number> = { totp: 5 * 60, enrol: 15 * 60 };

/** What became of a refresh token shown to `refresh`. */
type Rotation =
  | { kind: 'rotated'; user: UserRecord; sessionId: string; refreshToken: string }
  | { kind: 'refused'; reused: boolean };

/** Sessions (docs/rules.md#session, docs/rules.md#security): login, refresh, logout, token check. */
export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  /**
   * `POST /auth`: the captcha first, so every guess costs the guesser its proof of work; then the password, checked
   * as slowly for unknown addresses as for known ones. Only a caller who knows the password learns that the account
   * is disabled or unconfirmed; an unconfirmed one is sent a fresh confirmation link, since the first may have
   * expired.
   */
  async login(input: LoginInput, context: LoginContext): Promise<LoginAnswer> {
    const { db, hasher, captcha, links } = this.deps;
    if (!(await captcha.verify(input.captcha, context.ip))) {
      throw badRequest('captcha', 'must be a solved captcha that was not used before', 'captchaInvalid');
    }
    await this.takeLoginTurn(input.email);
    const user = await findUserByEmail(db, input.email);
    if (!user) {
      await hasher.verifyNothing(input.password);
      throw unauthorized(AUTH_MESSAGES.wrongCredentials);
    }
    if (!(await hasher.verify(user.passwordHash, input.password))) {
      throw unauthorized(AUTH_MESSAGES.wrongCredentials);
    }
    await dropKeys(db, [loginKey(input.email)]);
    if (user.disabled) {
      throw forbidden(AUTH_MESSAGES.accountDisabled);
    }
    if (user.emailConfirmedAt === null) {
      await links.issue('confirmEmail', user, context.brand);
      throw forbidden(AUTH_MESSAGES.emailNotConfirmed);
    }
    const { secondFactor } = this.deps;
    if (secondFactor.mustEnrol(user)) {
      return this.challenge(user, 'enrol');
    }
    if (secondFactor.hasSecondFactor(user)) {
      return this.challenge(user, 'totp');
    }
    return this.startSession(user, context);
  }

  /** `POST /auth/second-factor`: the sign-in's code (TOTP or recovery); the session starts only now. */
  async completeSecondFactor(input: SecondFactorInput, context: LoginContext): Promise<TokenPair> {
    const { id, user } = await this.challengeOf(input.challenge, 'totp');
    await this.deps.secondFactor.checkCode(user, input.code, context.brand);
    await this.useChallenge(id);
    return this.startSession(user, context);
  }

  /** `POST /auth/second-factor/setup`: an administrator made to set the second factor up gets a secret. */
  async enrolmentSetup(challenge: string): Promise<TotpSetup> {
    const { user } = await this.challengeOf(challenge, 'enrol');
    return this.deps.secondFactor.setup(user.id);
  }

  /** `POST /auth/second-factor/enable`: the setup confirmed by a first code; the session starts only now. */
  async completeEnrolment(
    input: SecondFactorInput,
    context: LoginContext,
  ): Promise<TokenPair & RecoveryCodes> {
    const { id, user } = await this.challengeOf(input.challenge, 'enrol');
    const recoveryCodes = await this.deps.secondFactor.enable(user.id, input.code, context.brand);
    await this.useChallenge(id);
    return { ...(await this.startSession(user, context)), recoveryCodes };
  }

  private async challenge(user: UserRecord, kind: LoginChallengeKind): Promise<LoginAnswer> {
    const token = newSecretToken();
    await insertLoginChallenge(this.deps.db, {
      userId: user.id,
      kind,
      tokenHash: token.hash,
      expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_S[kind] * 1000),
    });
    return { secondFactor: kind, challenge: token.token };
  }

  /** The open challenge and its account, still enabled; 401 for anything else (expired, used, unknown). */
  private async challengeOf(
    token: string,
    kind: LoginChallengeKind,
  ): Promise<{ id: string; user: UserRecord }> {
    const challenge = await findLoginChallenge(this.deps.db, hashSecretToken(token));
    const user =
      challenge && challenge.kind === kind ? await findUserById(this.deps.db, challenge.userId) : undefined;
    if (!challenge || !user || user.disabled) {
      throw new HttpError(401, AUTH_MESSAGES.signInExpired, 'challenge', 'signInExpired');
    }
    return { id: challenge.id, user };
  }

  private async useChallenge(id: string): Promise<void> {
    if (!(await consumeLoginChallenge(this.deps.db, id))) {
      throw new HttpError(401, AUTH_MESSAGES.signInExpired, 'challenge', 'signInExpired');
    }
  }

  /**
   * `POST /auth/refresh`: trades a live refresh token for a new pair. A token already traded in is a stolen copy
   * (or the thief's, the owner having traded first): the whole family is revoked, so both must log in again.
   */
  async refresh(input: RefreshInput): Promise<TokenPair> {
    const { db, log } = this.deps;
    const rotation = await db.transaction(async (tx): Promise<Rotation> => {
      const current = await findRefreshTokenByHash(tx, hashSecretToken(input.refreshToken));
      if (!current || !(await isSessionLive(tx, current.family, this.deps.sessionLimits))) {
        return { kind: 'refused', reused: false };
      }
      const successorId = randomUUID();
      if (!(await rotateRefreshToken(tx, current.id, successorId))) {
        await endSession(tx, current.family);
        return { kind: 'refused', reused: true };
      }
      const user = await findUserById(tx, current.userId);
      // An administrator made one without a second factor where one is required signs in again and sets it up.
      if (
        current.expiresAt <= new Date() ||
        !user ||
        user.disabled ||
        this.deps.secondFactor.mustEnrol(user)
      ) {
        await endSession(tx, current.family);
        return { kind: 'refused', reused: false };
      }
      const next = newSecretToken();
      await insertRefreshToken(tx, {
        id: successorId,
        userId: user.id,
        family: current.family,
        tokenHash: next.hash,
        expiresAt: this.refreshExpiry(),
      });
      await touchSession(tx, current.family);
      return { kind: 'rotated', user, sessionId: current.family, refreshToken: next.token };
    });
    if (rotation.kind === 'refused') {
      if (rotation.reused) {
        log.warn('a refresh token was used twice: its session family is revoked');
      }
      throw unauthorized(AUTH_MESSAGES.invalidToken);
    }
    return {
      token: await this.deps.tokens.sign(rotation.user, rotation.sessionId),
      refreshToken: rotation.refreshToken,
    };
  }

  /**
   * `POST /auth/logout`: ends the session of the access token, and the one of the refresh token if it is the caller's
   * (they are the same for the web app). The user's other sessions (other browsers, devices) go on.
   */
  async logout(caller: { id: string; sessionId: string }, refreshToken: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await endSession(tx, caller.sessionId);
      const current = await findRefreshTokenByHash(tx, hashSecretToken(refreshToken));
      if (current && current.userId === caller.id && current.family !== caller.sessionId) {
        await endSession(tx, current.family);
      }
    });
  }

  /** `POST /auth/decode`: the claims of a valid access token. */
  async decode(token: string): Promise<AccessTokenClaims> {
    const claims = await this.deps.tokens.verify(token);
    if (!claims) {
      throw unauthorized(AUTH_MESSAGES.invalidToken);
    }
    return claims;
  }

  /**
   * Issue 28: the per-account slow-down, beside the per-address limit (from 5 addresses, 50 of 50 guesses against one
   * account were checked). The same for addresses without an account, so it tells nothing. The password is not
   * checked while the account waits: 429 with the seconds left. A victim waits at most LOGIN_MAX_WAIT_SECONDS.
   */
  private async takeLoginTurn(email: string): Promise<void> {
    const { freeAttempts, maxWaitSeconds } = this.deps.throttle;
    const waitMs = await takeTurn(this.deps.db, loginKey(email), {
      free: freeAttempts,
      maxWaitS: maxWaitSeconds,
      streakS: LOGIN_STREAK_S,
    });
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new HttpError(429, `${LOGIN_THROTTLED_PREFIX} ${seconds} s`, 'email', 'loginThrottled');
    }
  }

  /** `GET /auth/sessions` (issue 28): the caller's live sessions, this one marked. */
  async sessions(caller: { id: string; sessionId: string }): Promise<SessionList> {
    const rows = await listLiveSessions(this.deps.db, caller.id, this.deps.sessionLimits);
    return {
      sessions: rows.map((row) => ({
        id: row.id,
        device: row.device,
        address: row.address,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        current: row.id === caller.sessionId,
      })),
    };
  }

  /** `POST /auth/sessions/end`: signs out one of the caller's sessions (another's, or none: 404). */
  async endOneSession(caller: { id: string }, sessionId: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      if (!(await isSessionOf(tx, sessionId, caller.id))) {
        throw notFound('Session');
      }
      await endSession(tx, sessionId);
    });
  }

  /** `POST /auth/sessions/end-others`: signs out every session of the caller but this one. */
  async endOtherSessions(caller: { id: string; sessionId: string }): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      for (const id of await openSessionIds(tx, caller.id, caller.sessionId)) {
        await endSession(tx, id);
      }
    });
  }

  private async startSession(user: UserRecord, context: LoginContext): Promise<TokenPair> {
    const { db, mail } = this.deps;
    const refresh = newSecretToken();
    const sessionId = randomUUID();
    const device = deviceOf(context.userAgent);
    const newDevice = (await hasAnySession(db, user.id)) && !(await hasSessionFrom(db, user.id, device));
    await db.transaction(async (tx) => {
      await insertSession(tx, { id: sessionId, userId: user.id, device, address: context.ip });
      await insertRefreshToken(tx, {
        userId: user.id,
        family: sessionId,
        tokenHash: refresh.hash,
        expiresAt: this.refreshExpiry(),
      });
    });
    if (newDevice) {
      mail.sendNotice('newSignIn', user, context.brand, {
        when: utcText(new Date()),
        device,
        address: context.ip,
      });
    }
    return { token: await this.deps.tokens.sign(user, sessionId), refreshToken: refresh.token };
  }

  /** A refresh token lasts the idle timeout (the session's absolute lifetime is checked at each refresh). */
  private refreshExpiry(): Date {
    return new Date(Date.now() + this.deps.sessionLimits.idleS * 1000);
  }
}

/** Where a login comes from: the brand of its mails, the client address and its User-Agent (the device). */
export interface LoginContext {
  brand: BrandId;
  ip: string;
  userAgent?: string;
}

const loginKey = (email: string) => `login-account:${email}`;
