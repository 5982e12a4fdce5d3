import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Config } from '../config';

/** What a sealed secret starts with: the scheme, so a later one can be told apart. */
export const SEALED_PREFIX = 'v1:';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key does not open a stored secret: TOTP_KEY or DATA_DIR/totp.key is not the one that sealed it. */
export class TotpKeyMismatch extends Error {}

/**
 * Issue 28, ASVS 2.8.2: the TOTP secrets are sealed at rest with AES-256-GCM (NIST SP 800-38D; a 96-bit random IV per
 * seal, a 128-bit tag), the key kept outside the database: TOTP_KEY, else DATA_DIR/totp.key made at the first start,
 * readable by its owner only. The account's id is the additional data, so a sealed secret copied to another account
 * does not open there. A database dump or backup alone no longer makes codes.
 */
export class TotpSecretBox {
  private constructor(private readonly key: Buffer) {}

  /** TOTP_KEY (64 hex digits), else the key file in DATA_DIR, made now if missing. */
  static fromConfig(config: Pick<Config, 'TOTP_KEY' | 'DATA_DIR'>): TotpSecretBox {
    if (config.TOTP_KEY !== undefined) {
      return new TotpSecretBox(Buffer.from(config.TOTP_KEY, 'hex'));
    }
    const file = join(config.DATA_DIR, 'totp.key');
    if (!existsSync(file)) {
      mkdirSync(dirname(file), { recursive: true });
      // 'wx': two processes starting at once cannot both write one; the loser reads the winner's.
      try {
        writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
          throw error;
        }
      }
    }
    const hex = readFileSync(file, 'utf8').trim();
    if (!/^[0-9a-f]{64}$/i.test(hex)) {
      throw new Error(`${file} does not hold a key of 64 hex digits`);
    }
    return new TotpSecretBox(Buffer.from(hex, 'hex'));
  }

  seal(userId: string, secret: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(userId));
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The secret sealed for `userId`; TotpKeyMismatch when this key (or this account) did not seal it. */
  open(userId: string, sealed: string): string {
    if (!sealed.startsWith(SEALED_PREFIX)) {
      throw new TotpKeyMismatch('a TOTP secret is not sealed');
    }
    const bytes = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new TotpKeyMismatch(
        'TOTP_KEY (or DATA_DIR/totp.key) is not the key the stored second factors were sealed with',
      );
    }
  }
}
