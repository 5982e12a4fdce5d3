import { jwtVerify, SignJWT } from 'jose';
import { AccessTokenClaimsSchema, type AccessTokenClaims } from '../../contracts/auth';
import type { Role } from '../../contracts/users';

/** Part 5: short-lived signed access tokens; a session lives on through refresh tokens. */
export const ACCESS_TOKEN_LIFETIME_S = 15 * 60;
const ISSUER = 'airsizer';

/**
 * Signs and checks access tokens: HS256 JWTs whose `sub` is the user id and `role` the role. They are checked by
 * signature alone, so a role change or a disabled account takes effect within their 15 minutes (refresh is refused
 * at once).
 */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(user: { id: string; role: Role }): Promise<string> {
    return new SignJWT({ role: user.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_LIFETIME_S}s`)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token of ours; null for anything else. */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER });
      const claims = AccessTokenClaimsSchema.safeParse(payload);
      return claims.success ? claims.data : null;
    } catch {
      return null;
    }
  }
}
