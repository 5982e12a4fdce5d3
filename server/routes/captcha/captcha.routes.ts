import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CaptchaChallengeResponse } from '../../../contracts/captcha';
import type { Config } from '../../config';
import { HttpError } from '../../errors';
import { perMinute } from '../../plugins/rate-limit';
import type { CaptchaProvider } from '../../providers/captcha/captcha.provider';
import { errors, ok } from '../schema-helpers';

/** The login captcha's challenge (ALTCHA); with reCAPTCHA, Google's widget fetches its own. */
export const captchaRoutes: FastifyPluginAsyncZod<{ config: Config; captcha: CaptchaProvider }> = async (
  app,
  { config, captcha },
) => {
  app.get(
    '/captcha/challenge',
    {
      config: perMinute(config.RATE_LIMIT_CAPTCHA_PER_MINUTE),
      schema: {
        tags: ['auth'],
        summary: 'A fresh ALTCHA challenge for the login form (10 minutes, usable once)',
        response: { 200: CaptchaChallengeResponse, ...errors(404, 429) },
      },
    },
    async (_request, reply) => {
      const challenge = await captcha.createChallenge();
      if (!challenge) {
        throw new HttpError(404, `No challenge here: the captcha is ${captcha.kind}`);
      }
      // Each challenge is single use, so no cache may hand one out twice.
      void reply.header('Cache-Control', 'no-store');
      return ok(challenge);
    },
  );
};
