import { z } from 'zod';
import { CountryCodeSchema } from './countries';
import { envelope } from './envelope';
import { optionalDigits, optionalLine, requiredBoolean, requiredSecret, requiredText, text } from './fields';
import { EmailSchema, LanguageSchema, ProfileFieldsSchema, RoleSchema } from './users';

/** The server's fixed messages (docs/rules.md#account-messages), and ours where the original shows none. */
export const AUTH_MESSAGES = {
  wrongCredentials: 'Wrong credentials entered!',
  emailNotConfirmed:
    'Please confirm your e-mail address first: open the link in the confirmation mail (we have sent a new one).',
  accountDisabled: 'This account has been disabled.',
  registered: 'Registration received! Please open the link in the mail we have sent to your e-mail address.',
  emailConfirmed: 'Email successfully confirmed!',
  urlInvalid: 'URL invalid!',
  /** The same answer whether or not the address has an account, so it reveals nothing. */
  passwordMailSent: 'If an account exists for this e-mail address, we have sent a link to it.',
  passwordChanged: 'Your password is changed!',
  loggedOut: 'You have been logged out.',
  authenticationRequired: 'Authentication required',
  invalidToken: 'Invalid or expired token',
  /** Issue 28: the second step of a sign-in was too late or is unknown (message key signInExpired). */
  signInExpired: 'This sign-in has expired: please sign in again.',
  secondFactorEnabled: 'Two-factor authentication is on.',
  secondFactorDisabled: 'Two-factor authentication is off.',
  /** An administrator may not turn the second factor off while ADMIN_TOTP_REQUIRED is on (key secondFactorRequired). */
  secondFactorRequired: 'Administrators must keep two-factor authentication.',
} as const;

/** Issue 28: a login of an account that must wait after several attempts in a row (message key loginThrottled). */
export const LOGIN_THROTTLED_PREFIX = 'Too many login attempts for this account: please try again in';

/** At least 8 characters (docs/rules.md#password-rule). */
export const PASSWORD_MIN_LENGTH = 8;
/** The special characters of the password rule (docs/rules.md#password-rule). */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

/**
 * docs/rules.md#password-rule: at least 8 characters with a lowercase letter, an uppercase letter, a digit and one of
 * !@#$%^&*. The reading without the lowercase letter is not taken. Each unmet part is
 * its own message. The upper bound keeps hashing cheap for a hostile caller.
 */
export const PasswordSchema = requiredSecret(128)
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .regex(/[a-z]/, 'must contain a lowercase letter')
  .regex(/[A-Z]/, 'must contain an uppercase letter')
  .regex(/\d/, 'must contain a digit')
  .regex(/[!@#$%^&*]/, `must contain one of ${PASSWORD_SPECIAL_CHARACTERS}`);

/** An access token and a refresh token, the pair every login and refresh hands out. */
export const TokenPairSchema = z.object({
  token: z
    .string()
    .describe('The access token (JWT, HS256), sent as `Authorization: Bearer ...`; 15 minutes'),
  refreshToken: z.string().describe('Single use: `POST /auth/refresh` trades it for a new pair'),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;
export const TokenPairResponse = envelope(TokenPairSchema);

/**
 * Issue 28: the first step of a sign-in whose account has a second factor (`totp`: send a code), or an administrator
 * without one where one is required (`enrol`: set it up first). No session exists yet; `challenge` names this sign-in
 * to the second step for 5 minutes (setting up: 15).
 */
export const SecondFactorStepSchema = z.object({
  secondFactor: z.enum(['totp', 'enrol']),
  challenge: z.string().describe('Single use: `POST /auth/second-factor` (or `.../setup` and `.../enable`)'),
});
export type SecondFactorStep = z.infer<typeof SecondFactorStepSchema>;
/** `POST /auth`: a token pair, or the second step the sign-in still needs. */
export const LoginAnswerSchema = z.union([TokenPairSchema, SecondFactorStepSchema]);
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;
export const LoginAnswerResponse = envelope(LoginAnswerSchema);

/** A six-digit TOTP code (RFC 6238, 30 s) or a recovery code (`XXXX-XXXX-XXXX`; case, spaces and dashes ignored). */
const SecondFactorCode = requiredText(40).describe(
  'A six-digit code of the authenticator app, or a recovery code',
);
const ChallengeField = requiredSecret(200);

/** `POST /auth/second-factor`: the second step of a sign-in. */
export const SecondFactorRequest = z.object({ challenge: ChallengeField, code: SecondFactorCode });
export type SecondFactorInput = z.infer<typeof SecondFactorRequest>;
/** `POST /auth/second-factor/setup`: an administrator's first sign-in step that must set up the second factor. */
export const ChallengeRequest = z.object({ challenge: ChallengeField });
/** `POST /auth/second-factor/enable`: the setup confirmed by a first code; the sign-in then completes. */
export const EnrolRequest = z.object({ challenge: ChallengeField, code: SecondFactorCode });

/** The TOTP secret being set up, as text (base32) and as the otpauth URI an authenticator app takes. */
export const TotpSetupSchema = z.object({
  secret: z.string().describe('Base32, for typing into an authenticator app'),
  uri: z.string().describe('otpauth://totp/...: what the set-up shows as a QR code'),
});
export type TotpSetup = z.infer<typeof TotpSetupSchema>;
export const TotpSetupResponse = envelope(TotpSetupSchema);

/** Ten single-use recovery codes, shown this once (the server keeps salted hashes only). */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;
export const RecoveryCodesResponse = envelope(RecoveryCodesSchema);
/** `POST /auth/second-factor/enable`: the session and the recovery codes. */
export const EnrolAnswerSchema = TokenPairSchema.extend(RecoveryCodesSchema.shape);
export const EnrolAnswerResponse = envelope(EnrolAnswerSchema);

/** `POST /auth/totp/enable` (bearer): the first code of the app, confirming the secret of `POST /auth/totp/setup`. */
export const TotpCodeRequest = z.object({ code: SecondFactorCode });
/** Re-authentication before a change to the second factor (ASVS 3.7.1): the password and a code. */
export const ReauthenticationRequest = z.object({ password: requiredSecret(1024), code: SecondFactorCode });
export type ReauthenticationInput = z.infer<typeof ReauthenticationRequest>;

/** `GET /auth/totp`: whether the caller has a second factor, how many recovery codes are left, whether it is required. */
export const TotpStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  required: z.boolean().describe('an administrator where ADMIN_TOTP_REQUIRED is on: it cannot be turned off'),
});
export type TotpStatus = z.infer<typeof TotpStatusSchema>;
export const TotpStatusResponse = envelope(TotpStatusSchema);

/** `POST /auth`. The login form checks no e-mail shape or password rule (docs/rules.md#login), so neither does this. */
export const LoginRequest = z.object({
  email: requiredText(254).toLowerCase(),
  password: requiredSecret(1024),
  captcha: requiredSecret(20_000).describe('The solved ALTCHA payload, or the reCAPTCHA response token'),
});
export type LoginInput = z.infer<typeof LoginRequest>;

/**
 * `POST /auth/register`: the registration payload (docs/rules.md#registration). The confirm-password value stays in
 * the form. Which address fields are required depends on `individual` and `companyAlreadyRegistered`
 * (docs/rules.md#registration); those rules run once the fields themselves are well-formed.
 */
export const RegisterRequest = ProfileFieldsSchema.extend({
  individual: requiredBoolean(),
  companyAlreadyRegistered: requiredBoolean().default(false),
  tin: optionalDigits(20).describe('Tax identification number; finds an already registered company'),
  companyName: optionalLine(200),
  streetNumber: optionalLine(200),
  postcode: optionalDigits(12),
  city: optionalLine(100),
  country: CountryCodeSchema.nullish(),
  email: EmailSchema,
  password: PasswordSchema,
  language: LanguageSchema.default('en').describe("The interface language: the user's mails are in it"),
  privacyPolicyAccepted: z.literal(true, { error: 'must be accepted' }),
  companyRegistrationConfirmed: z
    .boolean({ error: 'must be true or false' })
    .optional()
    .describe('Company only: the company is registered as a business'),
}).superRefine((input, context) => {
  const require = (field: keyof typeof input) => {
    if (!input[field]) {
      context.addIssue({ code: 'custom', path: [field], message: 'is required' });
    }
  };
  if (input.individual) {
    require('city');
    require('country');
    return;
  }
  if (input.companyRegistrationConfirmed !== true) {
    context.addIssue({
      code: 'custom',
      path: ['companyRegistrationConfirmed'],
      message: 'must be confirmed',
    });
  }
  if (input.companyAlreadyRegistered) {
    require('tin');
    return;
  }
  for (const field of ['companyName', 'tin', 'streetNumber', 'postcode', 'city', 'country'] as const) {
    require(field);
  }
});
export type RegisterInput = z.infer<typeof RegisterRequest>;
/**
 * Issue 28: no account id in the answer, which is the same for an address that already has an account (the id
 * reached nobody anyway: the confirmation link carries it).
 */
export const RegisterResponse = envelope(z.null());

/** The two parts of a mailed link (`/email/confirmation/:id/:token`, `/.../reset/:id/:token`). */
const LinkFields = {
  userId: requiredSecret(100),
  securityToken: requiredSecret(200),
};

/** `POST /auth/email/confirmation`. */
export const EmailConfirmationRequest = z.object(LinkFields);
export type EmailConfirmationInput = z.infer<typeof EmailConfirmationRequest>;

/** `POST /auth/forgot-password/send-email` and `POST /auth/password-reset/send-email`. */
export const PasswordMailRequest = z.object({ email: EmailSchema });
export type PasswordMailInput = z.infer<typeof PasswordMailRequest>;

/** `PUT /auth/forgot-password/reset`: the link from the mail and a new password. */
export const ForgottenPasswordResetRequest = z.object({ ...LinkFields, newPassword: PasswordSchema });
export type ForgottenPasswordResetInput = z.infer<typeof ForgottenPasswordResetRequest>;

/** `PUT /auth/password-reset/reset`: as the forgotten-password reset, and the current password too. */
export const PasswordChangeRequest = ForgottenPasswordResetRequest.extend({
  oldPassword: requiredSecret(1024),
});
export type PasswordChangeInput = z.infer<typeof PasswordChangeRequest>;

/**
 * `POST /auth/password-strength` (issue 28, ASVS 2.1.8): how guessable a new password is while it is typed, by the
 * estimate the server applies when it is saved; `userInputs` are the account's words an attacker would try (names,
 * address).
 */
export const PasswordStrengthRequest = z.object({
  password: requiredSecret(128),
  userInputs: z
    .array(text().max(254, 'must be at most 254 characters'))
    .max(5, 'must hold at most 5 words')
    .default([]),
});
/** zxcvbn's score, 0 (too guessable) to 4 (very unguessable); `enough` when the server takes it (the least score). */
export const PasswordStrengthSchema = z.object({
  score: z.number().int().min(0).max(4),
  enough: z.boolean(),
});
export type PasswordStrength = z.infer<typeof PasswordStrengthSchema>;
export const PasswordStrengthResponse = envelope(PasswordStrengthSchema);

/** An answer that carries only its message. */
export const MessageResponse = envelope(z.null());

/** `POST /auth/decode`: the verified claims of an access token. */
export const DecodeRequest = z.object({ token: requiredSecret(4096) });
export const AccessTokenClaimsSchema = z.object({
  sub: z.uuid().describe('The user id'),
  role: RoleSchema,
  sid: z.uuid().describe('The session: logout, a password change or reset and disabling end it at once'),
  iat: z.number().int().describe('Issued at, Unix time in seconds'),
  exp: z.number().int().describe('Expires at, Unix time in seconds'),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;
export const DecodeResponse = envelope(AccessTokenClaimsSchema);

/**
 * `POST /auth/refresh`. The original's client also sends the old access token; it is accepted and not used, since the
 * refresh token alone says who is asking.
 */
export const RefreshRequest = z.object({
  token: text().max(4096).optional(),
  refreshToken: requiredSecret(200),
});
export type RefreshInput = z.infer<typeof RefreshRequest>;

/** `POST /auth/logout` (bearer): ends the session the refresh token belongs to. */
export const LogoutRequest = z.object({ refreshToken: requiredSecret(200) });

/** Issue 28: one of the caller's live sessions on the account page (device and address as the server worded them). */
export const SessionSchema = z.object({
  id: z.uuid(),
  device: z.string().describe('browser and system, e.g. "Chrome on Windows"'),
  address: z.string().describe('the client address of the sign-in'),
  createdAt: z.string().describe('ISO 8601: the sign-in'),
  lastUsedAt: z.string().describe('ISO 8601: the sign-in or the last refresh'),
  current: z.boolean().describe("the session of the call's own token"),
});
export const SessionListSchema = z.object({ sessions: z.array(SessionSchema) });
export type SessionList = z.infer<typeof SessionListSchema>;
export const SessionListResponse = envelope(SessionListSchema);
export const EndSessionRequest = z.object({ id: z.uuid('must be a session id') });
