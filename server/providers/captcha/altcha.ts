import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { AltchaChallengeSchema, type AltchaChallenge } from '../../../contracts/captcha';
import type { CaptchaProvider } from './captcha.provider';

/** How long a challenge may take to be solved and sent; its signature is remembered this long. */
const CHALLENGE_LIFETIME_S = 10 * 60;
const ALGORITHM = 'PBKDF2/SHA-256';

export interface AltchaOptions {
  hmacKey: string;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The solver tries up to this many counters (the secret counter is drawn from its upper half). */
  maxNumber: number;
  /** Records a solved challenge's signature until it expires; false when it was already recorded. */
  markUsed(signature: string, expiresAt: Date): Promise<boolean>;
}

/** The widget's answer: base64 of JSON `{ challenge, solution }`. */
const PayloadSchema = z.object({
  challenge: AltchaChallengeSchema,
  solution: z.object({ counter: z.number().int(), derivedKey: z.string() }),
});

/**
 * Self-hosted ALTCHA (v2, altcha-lib). Challenges are made in deterministic mode: the server picks the counter and
 * signs the derived key, so checking an answer costs one HMAC instead of a key derivation.
 */
export class AltchaCaptcha implements CaptchaProvider {
  readonly kind = 'altcha' as const;
  private readonly keySignatureSecret: string;

  constructor(private readonly options: AltchaOptions) {
    // A second key for the derived-key signatures, so neither HMAC's outputs help forge the other's.
    this.keySignatureSecret = createHmac('sha256', options.hmacKey)
      .update('altcha key signature')
      .digest('hex');
  }

  async createChallenge(): Promise<AltchaChallenge> {
    const { maxNumber, cost, hmacKey } = this.options;
    const challenge = await createChallenge({
      algorithm: ALGORITHM,
      cost,
      counter: randomInt(maxNumber, Math.ceil(maxNumber / 2)),
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_LIFETIME_S,
      hmacSignatureSecret: hmacKey,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
    return AltchaChallengeSchema.parse(challenge);
  }

  async verify(answer: string): Promise<boolean> {
    const payload = PayloadSchema.safeParse(decodePayload(answer));
    if (!payload.success) {
      return false;
    }
    const { challenge, solution } = payload.data;
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: this.options.hmacKey,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
    if (!result.verified) {
      return false;
    }
    // A verified challenge always carries expiresAt: we set it, and the signature covers it.
    const expiresAt = new Date((challenge.parameters.expiresAt ?? 0) * 1000);
    return this.options.markUsed(challenge.signature, expiresAt);
  }
}

function decodePayload(answer: string): unknown {
  try {
    return JSON.parse(Buffer.from(answer, 'base64').toString('utf8'));
  } catch {
    return null;
  }
}
