import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  ChallengeRequest,
  DecodeRequest,
  EnrolAnswerResponse,
  EnrolRequest,
  LoginAnswerResponse,
  ReauthenticationRequest,
  RecoveryCodesResponse,
  SecondFactorRequest,
  TotpCodeRequest,
  TotpSetupResponse,
  TotpStatusResponse,
  DecodeResponse,
  EndSessionRequest,
  EmailConfirmationRequest,
  ForgottenPasswordResetRequest,
  LoginRequest,
  LogoutRequest,
  MessageResponse,
  PasswordChangeRequest,
  PasswordMailRequest,
  PasswordStrengthRequest,
  PasswordStrengthResponse,
  RefreshRequest,
  RegisterRequest,
  RegisterResponse,
  SessionListResponse,
  TokenPairResponse,
} from '../../../contracts/auth';
import type { Config } from '../../config';
import { requireUser } from '../../plugins/auth';
import { perMinute } from '../../plugins/rate-limit';
import { passwordStrength } from '../../services/password-strength';
import type { Services } from '../../services/services';
import { errors, ok, security } from '../schema-helpers';

const tags = ['auth'];

/** The account calls (docs/rules.md#login, docs/rules.md#registration, docs/rules.md#email-links): login,
 * registration, confirmation, password mails and resets, token check and refresh. */
export const authRoutes: FastifyPluginAsyncZod<{ config: Config; services: Services }> = async (
  app,
  { config, services },
) => {
  const { auth, registration, passwords, secondFactor } = services;
  const loginContext = (request: FastifyRequest) => ({
    brand: request.brand,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  const message = (text: string) => ({ status: 200, message: text, data: null });

  app.post(
    '/auth',
    {
      config: perMinute(config.RATE_LIMIT_LOGIN_PER_MINUTE),
      schema: {
        tags,
        summary: 'Log in with e-mail, password and a solved captcha',
        description:
          'A token pair, or (issue 28) the second step the sign-in needs: `totp` (send a code to `/auth/second-factor`) or `enrol` (an administrator without a second factor where ADMIN_TOTP_REQUIRED is on: set it up with `/auth/second-factor/setup` and `.../enable`). No session exists before that step.',
        body: LoginRequest,
        response: {
          200: LoginAnswerResponse,
          ...errors(400, 401, 403, 429),
        },
      },
    },
    async (request) => ok(await auth.login(request.body, loginContext(request))),
  );

  app.post(
    '/auth/password-strength',
    {
      config: perMinute(config.RATE_LIMIT_STRENGTH_PER_MINUTE),
      schema: {
        tags,
        summary: 'How guessable a new password is, while it is typed (the strength meter)',
        description:
          "zxcvbn's score with the offline dictionaries the server checks a saved password against; `enough` when a registration or reset would take it (the password rule aside). Nothing is stored or logged.",
        body: PasswordStrengthRequest,
        response: { 200: PasswordStrengthResponse, ...errors(400, 429) },
      },
    },
    async (request) => ok(passwordStrength(request.body.password, request.body.userInputs)),
  );

  app.post(
    '/auth/second-factor',
    {
      config: perMinute(config.RATE_LIMIT_LOGIN_PER_MINUTE),
      schema: {
        tags,
        summary: "A sign-in's second step: a TOTP code or a recovery code; starts the session",
        description:
          'Wrong codes are slowed down per account as wrong passwords are (429 with the seconds left).',
        body: SecondFactorRequest,
        response: { 200: TokenPairResponse, ...errors(400, 401, 429) },
      },
    },
    async (request) => ok(await auth.completeSecondFactor(request.body, loginContext(request))),
  );

  app.post(
    '/auth/second-factor/setup',
    {
      config: perMinute(config.RATE_LIMIT_LOGIN_PER_MINUTE),
      schema: {
        tags,
        summary: "An administrator's sign-in that must set up the second factor: a new TOTP secret",
        body: ChallengeRequest,
        response: { 200: TotpSetupResponse, ...errors(400, 401, 409, 429) },
      },
    },
    async (request) => ok(await auth.enrolmentSetup(request.body.challenge)),
  );

  app.post(
    '/auth/second-factor/enable',
    {
      config: perMinute(config.RATE_LIMIT_LOGIN_PER_MINUTE),
      schema: {
        tags,
        summary: 'Confirm the new secret with a first code: starts the session, answers ten recovery codes',
        body: EnrolRequest,
        response: { 200: EnrolAnswerResponse, ...errors(400, 401, 409, 429) },
      },
    },
    async (request) => ok(await auth.completeEnrolment(request.body, loginContext(request))),
  );

  app.get(
    '/auth/totp',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Whether the caller's second factor is on, its recovery codes left, whether it is required",
        security,
        response: { 200: TotpStatusResponse, ...errors(401) },
      },
    },
    async (request) => ok(await secondFactor.status(requireUser(request).id)),
  );

  app.post(
    '/auth/totp/setup',
    {
      onRequest: app.authenticate,
      config: perMinute(config.RATE_LIMIT_LOGIN_PER_MINUTE),
      schema: {
        tags,
        summary: 'Start setting up the second factor: a new TOTP secret (replaces one not yet confirmed)',
        security,
        response: { 200: TotpSetupResponse, ...errors(401, 409, 429) },
      },
    },
    async (request) => ok(await secondFactor.setup(requireUser(request).id)),
  );

  app.post(
    '/auth/totp/enable',
    {
      onRequest: app.authenticate,
      config: perMinute(config.RATE_LIMIT_LOGIN_PER_MINUTE),
      schema: {
        tags,
        summary: 'Turn the second factor on with a first code of the new secret; answers ten recovery codes',
        security,
        body: TotpCodeRequest,
        response: { 200: RecoveryCodesResponse, ...errors(400, 401, 409, 429) },
      },
    },
    async (request) =>
      ok({
        recoveryCodes: await secondFactor.enable(requireUser(request).id, request.body.code, request.brand),
      }),
  );

  app.post(
    '/auth/totp/recovery-codes',
    {
      onRequest: app.authenticate,
      config: perMinute(config.RATE_LIMIT_LOGIN_PER_MINUTE),
      schema: {
        tags,
        summary: 'New recovery codes after the password and a code; the old ones stop working',
        security,
        body: ReauthenticationRequest,
        response: { 200: RecoveryCodesResponse, ...errors(400, 401, 429) },
      },
    },
    async (request) =>
      ok({
        recoveryCodes: await secondFactor.regenerateRecoveryCodes(
          requireUser(request).id,
          request.body,
          request.brand,
        ),
      }),
  );

  app.post(
    '/auth/totp/disable',
    {
      onRequest: app.authenticate,
      config: perMinute(config.RATE_LIMIT_LOGIN_PER_MINUTE),
      schema: {
        tags,
        summary:
          'Turn the second factor off after the password and a code (administrators: 403 where required)',
        security,
        body: ReauthenticationRequest,
        response: { 200: MessageResponse, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => {
      await secondFactor.disable(requireUser(request).id, request.body, request.brand);
      return message(AUTH_MESSAGES.secondFactorDisabled);
    },
  );

  app.post(
    '/auth/register',
    {
      config: perMinute(config.RATE_LIMIT_REGISTER_PER_MINUTE),
      schema: {
        tags,
        summary: 'Register an individual or a company member; mails the confirmation link',
        body: RegisterRequest,
        description:
          'Answers the same whether or not the address has an account (its owner is mailed that someone tried); 409 only for a tax id already registered.',
        response: { 201: RegisterResponse, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => {
      await registration.register(request.body, request.brand);
      return reply.code(201).send({ status: 201, message: AUTH_MESSAGES.registered, data: null });
    },
  );

  app.post(
    '/auth/email/confirmation',
    {
      config: perMinute(config.RATE_LIMIT_LINK_PER_MINUTE),
      schema: {
        tags,
        summary: 'Confirm the e-mail address with the mailed link',
        body: EmailConfirmationRequest,
        response: { 200: MessageResponse, ...errors(400, 429) },
      },
    },
    async (request) => {
      await registration.confirmEmail(request.body);
      return message(AUTH_MESSAGES.emailConfirmed);
    },
  );

  for (const [path, kind, summary] of [
    ['/auth/forgot-password/send-email', 'forgotPassword', 'Mail a link to set a forgotten password'],
    [
      '/auth/password-reset/send-email',
      'changePassword',
      'Mail a link to change the password (account page)',
    ],
  ] as const) {
    app.post(
      path,
      {
        config: perMinute(config.RATE_LIMIT_MAIL_PER_MINUTE),
        schema: {
          tags,
          summary,
          description: 'Answers the same whether or not the address has an account.',
          body: PasswordMailRequest,
          response: { 200: MessageResponse, ...errors(429) },
        },
      },
      async (request) => {
        await passwords.sendLink(kind, request.body.email, request.brand);
        return message(AUTH_MESSAGES.passwordMailSent);
      },
    );
  }

  app.put(
    '/auth/forgot-password/reset',
    {
      config: perMinute(config.RATE_LIMIT_LINK_PER_MINUTE),
      schema: {
        tags,
        summary: 'Set a new password with the mailed link; ends every session',
        body: ForgottenPasswordResetRequest,
        response: { 200: MessageResponse, ...errors(400, 429) },
      },
    },
    async (request) => {
      await passwords.resetForgotten(request.body, request.brand);
      return message(AUTH_MESSAGES.passwordChanged);
    },
  );

  app.put(
    '/auth/password-reset/reset',
    {
      config: perMinute(config.RATE_LIMIT_LINK_PER_MINUTE),
      schema: {
        tags,
        summary: 'Change the password with the mailed link and the current password; ends every session',
        body: PasswordChangeRequest,
        response: { 200: MessageResponse, ...errors(400, 429) },
      },
    },
    async (request) => {
      await passwords.change(request.body, request.brand);
      return message(AUTH_MESSAGES.passwordChanged);
    },
  );

  app.post(
    '/auth/decode',
    {
      config: perMinute(config.RATE_LIMIT_SESSION_PER_MINUTE),
      schema: {
        tags,
        summary: "Check an access token and read its claims (the web app's start-up check)",
        body: DecodeRequest,
        response: { 200: DecodeResponse, ...errors(401, 429) },
      },
    },
    async (request) => ok(await auth.decode(request.body.token)),
  );

  app.post(
    '/auth/refresh',
    {
      config: perMinute(config.RATE_LIMIT_SESSION_PER_MINUTE),
      schema: {
        tags,
        summary: 'Trade a refresh token for a new token pair (the old refresh token is used up)',
        body: RefreshRequest,
        response: { 200: TokenPairResponse, ...errors(401, 429) },
      },
    },
    async (request) => ok(await auth.refresh(request.body)),
  );

  app.get(
    '/auth/sessions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The caller's live sessions (device, address, sign-in, last use), this one marked",
        security,
        response: { 200: SessionListResponse, ...errors(401) },
      },
    },
    async (request) => ok(await auth.sessions(requireUser(request))),
  );

  app.post(
    '/auth/sessions/end',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Sign out one of the caller's sessions: its tokens stop working at once",
        security,
        body: EndSessionRequest,
        response: { 200: MessageResponse, ...errors(401, 404) },
      },
    },
    async (request) => {
      await auth.endOneSession(requireUser(request), request.body.id);
      return message(AUTH_MESSAGES.loggedOut);
    },
  );

  app.post(
    '/auth/sessions/end-others',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Sign out every session of the caller but this one',
        security,
        response: { 200: MessageResponse, ...errors(401) },
      },
    },
    async (request) => {
      await auth.endOtherSessions(requireUser(request));
      return message(AUTH_MESSAGES.loggedOut);
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'End this session: its access token and refresh tokens stop working at once',
        security,
        body: LogoutRequest,
        response: { 200: MessageResponse, ...errors(401) },
      },
    },
    async (request) => {
      await auth.logout(requireUser(request), request.body.refreshToken);
      return message(AUTH_MESSAGES.loggedOut);
    },
  );
};
