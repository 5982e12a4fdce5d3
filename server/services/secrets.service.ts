import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { getOrCreateSecret } from '../repositories/server-secrets.repository';

export interface ServerSecrets {
  /** The HS256 key of access tokens. */
  jwtSecret: string;
  /** The HMAC key of ALTCHA challenges. */
  altchaHmacKey: string;
}

/**
 * The keys from JWT_SECRET and ALTCHA_HMAC_KEY, or else generated at the first start and kept in the database
 * (server_secrets), so restarts and parallel processes sign and check alike without any set-up.
 */
export async function loadServerSecrets(db: Database, config: Config): Promise<ServerSecrets> {
  const stored = (name: string) => getOrCreateSecret(db, name, randomBytes(48).toString('base64url'));
  return {
    jwtSecret: config.JWT_SECRET ?? (await stored('jwt')),
    altchaHmacKey: config.ALTCHA_HMAC_KEY ?? (await stored('altcha_hmac')),
  };
}
