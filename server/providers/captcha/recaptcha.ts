import { z } from 'zod';
import { HttpError } from '../../errors';
import type { CaptchaProvider } from './captcha.provider';

/** Google's answer to siteverify (only the part we read). */
const SiteverifyAnswer = z.object({ success: z.boolean() });

const TIMEOUT_MS = 5_000;

/**
 * reCAPTCHA, the original's captcha, as a configuration option: the widget's response token is checked with Google's
 * siteverify call (RECAPTCHA_VERIFY_URL), which also refuses a token seen before.
 */
export class RecaptchaCaptcha implements CaptchaProvider {
  readonly kind = 'recaptcha' as const;

  constructor(
    private readonly secret: string,
    private readonly verifyUrl: string,
  ) {}

  async createChallenge(): Promise<null> {
    return null;
  }

  async verify(answer: string, remoteIp: string): Promise<boolean> {
    const unreachable = new HttpError(503, 'The captcha service cannot be reached: please try again later');
    const response = await fetch(this.verifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: this.secret, response: answer, remoteip: remoteIp }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch(() => {
      throw unreachable;
    });
    if (!response.ok) {
      throw unreachable;
    }
    const parsed = SiteverifyAnswer.safeParse(await response.json().catch(() => null));
    return parsed.success && parsed.data.success;
  }
}
