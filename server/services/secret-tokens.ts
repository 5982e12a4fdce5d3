import { createHash, randomBytes } from 'node:crypto';

/** A random token as the user receives it, and the hash that is all the database keeps of it. */
export interface SecretToken {
  token: string;
  hash: string;
}

/**
 * SHA-256, hex. Enough for 256-bit random tokens (no dictionary to try, unlike passwords), and a lookup key: a stolen
 * database copy yields no usable refresh token or mailed link.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh 256-bit token, base64url so it travels in links unescaped. */
export function newSecretToken(): SecretToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}
