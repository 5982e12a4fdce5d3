import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../config';

/**
 * Argon2id password hashes (docs/rules.md#security), @node-rs/argon2's default algorithm. The cost comes from
 * ARGON2_MEMORY_KIB and ARGON2_TIME_COST (OWASP's 19 MiB, 2 passes by default); tests lower it. Each hash records its
 * own parameters, so changing the cost never locks anyone out.
 */
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly cost: { memoryCost: number; timeCost: number }) {}

  static fromConfig(config: Config): PasswordHasher {
    return new PasswordHasher({ memoryCost: config.ARGON2_MEMORY_KIB, timeCost: config.ARGON2_TIME_COST });
  }

  hash(password: string): Promise<string> {
    return hash(password, this.cost);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash matches nothing.
      return false;
    }
  }

  /**
   * Spends the time of a verify when there is no account to check, so the answer's timing does not tell whether an
   * address has an account.
   */
  async verifyNothing(password: string): Promise<void> {
    this.dummyHash ??= this.hash(randomBytes(16).toString('hex'));
    await this.verify(await this.dummyHash, password);
  }
}
