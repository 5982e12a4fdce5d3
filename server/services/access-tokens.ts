import { jwtVerify, SignJWT } from 'jose';
import { AccessTokenClaimsSchema, type AccessTokenClaims } from '../../contracts/auth';
import type { Role } from '../../contracts/users';
import type { Database } from '../db/client';
import { findSessionState } from '../repositories/sessions.repository';

/** docs/rules.md#security: short-lived signed access tokens; a session lives on through refresh tokens. */
export const ACCESS_TOKEN_LIFETIME_S = 15 * 60;
const ISSUER = 'airsizer';

/**
 * Signs and checks access tokens: HS256 JWTs whose `sub` is the user id, `role` the role and `sid` the session.
 * A signature alone is not enough (issue 14): every check also reads the session and the account as they are now, so
 * logout, a password change or reset and disabling end the token at once, and a token whose role is no longer the
 * account's is refused (the web app then refreshes and gets one with the current role).
 */
/** How many checked signatures `AccessTokens` remembers (a few per signed-in user within a token's 15 minutes). */
const CHECKED_SIGNATURES_KEPT = 10_000;

export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature was checked, with their claims: a token is immutable, so its signature needs checking once,
   * and every later call skips the HMAC (WebCrypto, a fifth of a list call's CPU under load, issue 19). The session and
   * account are still read on every call; an entry is used only until the token's `exp`.
   */
  private readonly checkedSignatures = new Map<string, AccessTokenClaims>();

  constructor(
    secret: string,
    private readonly db: Database,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(user: { id: string; role: Role }, sessionId: string): Promise<string> {
    return new SignJWT({ role: user.role, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_LIFETIME_S}s`)
      .sign(this.key);
  }

  /**
   * The claims of a valid, unexpired token of ours whose session is live, whose account is enabled and still has
   * the token's role; null for anything else. Database faults propagate (a 503 when it is unreachable).
   */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    const claims = await this.signedClaims(token);
    return claims && (await this.isCurrent(claims)) ? claims : null;
  }

  /**
   * Whether the token's session is live and its account enabled with the token's role, as they are now (one read by
   * primary key). The list reads check the same in their own statement (sessions.repository.ts, `sessionIsCurrent`).
   */
  async isCurrent(claims: Pick<AccessTokenClaims, 'sid' | 'sub' | 'role'>): Promise<boolean> {
    const state = await findSessionState(this.db, claims.sid, claims.sub);
    return state !== undefined && !state.ended && !state.disabled && state.role === claims.role;
  }

  /**
   * The claims of a valid, unexpired token of ours, its signature alone checked; null for anything else. The session's
   * state is still to be read (`isCurrent`).
   */
  async signedClaims(token: string): Promise<AccessTokenClaims | null> {
    const checked = this.checkedSignatures.get(token);
    if (checked) {
      if (checked.exp * 1000 > Date.now()) {
        return checked;
      }
      this.checkedSignatures.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER });
      const claims = AccessTokenClaimsSchema.safeParse(payload);
      if (!claims.success) {
        return null;
      }
      if (this.checkedSignatures.size >= CHECKED_SIGNATURES_KEPT) {
        // The oldest entry goes first (a Map keeps insertion order).
        this.checkedSignatures.delete(this.checkedSignatures.keys().next().value!);
      }
      this.checkedSignatures.set(token, claims.data);
      return claims.data;
    } catch {
      return null;
    }
  }
}
