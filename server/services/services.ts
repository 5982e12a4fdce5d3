import type { FastifyBaseLogger } from 'fastify';
import { outboxDir, publicUrl, type Config } from '../config';
import type { Database } from '../db/client';
import { AltchaCaptcha } from '../providers/captcha/altcha';
import type { CaptchaProvider } from '../providers/captcha/captcha.provider';
import { RecaptchaCaptcha } from '../providers/captcha/recaptcha';
import type { MailProvider } from '../providers/mail/mail.provider';
import { OutboxMailProvider } from '../providers/mail/outbox';
import { SmtpMailProvider } from '../providers/mail/smtp';
import { markCaptchaUsed } from '../repositories/captcha-used.repository';
import { AccessTokens } from './access-tokens';
import { AuthService } from './auth.service';
import { EmailLinkService } from './email-links.service';
import { MailService } from './mail.service';
import { PasswordHasher } from './password-hasher';
import { PasswordResetService } from './password-reset.service';
import { RegistrationService } from './registration.service';
import { loadServerSecrets } from './secrets.service';
import { UsersService } from './users.service';

export interface Services {
  tokens: AccessTokens;
  captcha: CaptchaProvider;
  mail: MailService;
  auth: AuthService;
  registration: RegistrationService;
  passwords: PasswordResetService;
  users: UsersService;
}

export interface ServiceDeps {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
  /** Omitted: SMTP when SMTP_URL is set, else the outbox folder. */
  mailProvider?: MailProvider;
}

/** Wires the use cases to the database, the configuration and the providers, once per app. */
export async function createServices({ config, db, log, mailProvider }: ServiceDeps): Promise<Services> {
  const secrets = await loadServerSecrets(db, config);
  const hasher = PasswordHasher.fromConfig(config);
  const tokens = new AccessTokens(secrets.jwtSecret);
  const captcha = captchaProviderFor(config, secrets.altchaHmacKey, db);
  const mail = new MailService(mailProvider ?? mailProviderFor(config, log), config.MAIL_FROM, log);
  const links = new EmailLinkService(db, mail, publicUrl(config));
  return {
    tokens,
    captcha,
    mail,
    auth: new AuthService({ db, hasher, tokens, captcha, links, log }),
    registration: new RegistrationService({ db, hasher, links }),
    passwords: new PasswordResetService({ db, hasher, links }),
    users: new UsersService(db),
  };
}

function mailProviderFor(config: Config, log: FastifyBaseLogger): MailProvider {
  return config.SMTP_URL
    ? new SmtpMailProvider(config.SMTP_URL)
    : new OutboxMailProvider(outboxDir(config), log);
}

function captchaProviderFor(config: Config, altchaHmacKey: string, db: Database): CaptchaProvider {
  if (config.CAPTCHA_PROVIDER === 'recaptcha') {
    // loadConfig refuses recaptcha without a secret.
    return new RecaptchaCaptcha(config.RECAPTCHA_SECRET ?? '', config.RECAPTCHA_VERIFY_URL);
  }
  return new AltchaCaptcha({
    hmacKey: altchaHmacKey,
    cost: config.ALTCHA_COST,
    maxNumber: config.ALTCHA_MAX_NUMBER,
    markUsed: (signature, expiresAt) => markCaptchaUsed(db, signature, expiresAt),
  });
}
