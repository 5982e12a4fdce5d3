import type { AltchaChallenge, CaptchaProvider as CaptchaProviderKind } from '../../../contracts/captcha';

/** The login captcha (docs/rules.md#captcha): ALTCHA proof-of-work by default (altcha.ts), reCAPTCHA as an option
 * (recaptcha.ts). */
export interface CaptchaProvider {
  readonly kind: CaptchaProviderKind;
  /** A challenge for the browser to solve; null where the provider's own service issues them (reCAPTCHA). */
  createChallenge(): Promise<AltchaChallenge | null>;
  /** Whether `answer` solves a challenge and was not used before; a verified answer is used up. */
  verify(answer: string, remoteIp: string): Promise<boolean>;
}
