import { jwtVerify, SignJWT } from 'jose';
import { AccessTokenClaimsSchema, type AccessTokenClaims } from '../../contracts/auth';
import type { Role } from '../../contracts/users';
import type { Database } from '../db/client';
import { findSessionState } from '../repositories/sessions.repository';

/** Part 5: short-lived signed access tokens; a session lives on through refresh tokens. */
export const ACCESS_TOKEN_LIFETIME_S = 15 * 60;
const ISSUER = 'airsizer';

/**
 * Signs and checks access tokens: HS256 JWTs whose `sub` is the user id, `role` the role and `sid` the session.
 * A signature alone is not enough (issue 14): every check also reads the session and the account as they are now, so
 * logout, a password change or reset and disabling end the token at once, and a token whose role is no longer the
 * account's is refused (the web app then refreshes and gets one with the current role).
 */
export class AccessTokens {
  private readonly key: Uint8Array;

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
    if (!claims) {
      return null;
    }
    const state = await findSessionState(this.db, claims.sid, claims.sub);
    if (!state || state.ended || state.disabled || state.role !== claims.role) {
      return null;
    }
    return claims;
  }

  private async signedClaims(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER });
      const claims = AccessTokenClaimsSchema.safeParse(payload);
      return claims.success ? claims.data : null;
    } catch {
      return null;
    }
  }
}
