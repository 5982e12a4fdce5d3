import { z } from 'zod';
import { envelope } from './envelope';

/** docs/rules.md#captcha: the captcha is self-hosted proof-of-work (ALTCHA) by default; reCAPTCHA is a configuration
 * option. */
export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha'] as const;
export const CaptchaProviderSchema = z.enum(CAPTCHA_PROVIDERS);
export type CaptchaProvider = z.infer<typeof CaptchaProviderSchema>;

/** What the web app needs to show the captcha (part of `GET /api/client-config`). */
export const CaptchaSettingsSchema = z.object({
  provider: CaptchaProviderSchema,
  siteKey: z.string().nullable().describe('The reCAPTCHA site key; null for ALTCHA'),
});
export type CaptchaSettings = z.infer<typeof CaptchaSettingsSchema>;

/**
 * An ALTCHA (v2) challenge, as altcha-lib signs it. Every parameter is listed, since the signature covers them all
 * and the answer must hand them back unchanged. The solved answer goes to `POST /auth` as `captcha`: the widget's
 * payload, base64 of `{ challenge, solution }`.
 */
export const AltchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().int().optional(),
    parallelism: z.number().int().optional(),
    expiresAt: z
      .number()
      .int()
      .optional()
      .describe('Unix time in seconds after which the challenge is refused'),
  }),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof AltchaChallengeSchema>;
export const CaptchaChallengeResponse = envelope(AltchaChallengeSchema);
