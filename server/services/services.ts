import type { FastifyBaseLogger } from 'fastify';
import type { Catalogues } from '../catalogue';
import { brandMailFrom, brandPublicUrl, outboxDir, providerUserAgent, type Config } from '../config';
import type { Database } from '../db/client';
import { AltchaCaptcha } from '../providers/captcha/altcha';
import type { CaptchaProvider } from '../providers/captcha/captcha.provider';
import { RecaptchaCaptcha } from '../providers/captcha/recaptcha';
import type { MailProvider } from '../providers/mail/mail.provider';
import { OutboxMailProvider } from '../providers/mail/outbox';
import { SmtpMailProvider } from '../providers/mail/smtp';
import { OpenMeteoAirQuality } from '../providers/air-quality/open-meteo-air-quality';
import { OpenMeteoArchive } from '../providers/climate/open-meteo-archive';
import { PriceTableElectricity } from '../providers/electricity/price-table';
import { OpenMeteoElevation } from '../providers/elevation/open-meteo-elevation';
import { NominatimGeocoder } from '../providers/geocoding/nominatim';
import { PhotonGeocoder } from '../providers/geocoding/photon';
import { DocumentWorkers } from '../documents/workers';
import { RELEASE_VERSION } from '../version';
import { markCaptchaUsed } from '../repositories/captcha-used.repository';
import { countCall } from '../repositories/rate-limits.repository';
import { AccessTokens } from './access-tokens';
import { AccountAdminService } from './account-admin.service';
import { AuthService } from './auth.service';
import { CalcService } from './calc.service';
import { ComparisonService } from './comparison.service';
import { DocumentsService } from './documents.service';
import { EmailLinkService } from './email-links.service';
import { EnergyService } from './energy.service';
import { MailService } from './mail.service';
import { MollierService } from './mollier.service';
import { PasswordHasher } from './password-hasher';
import { PasswordResetService } from './password-reset.service';
import { PoolService } from './pool.service';
import { DraftsService } from './drafts.service';
import { ProjectDocumentsService } from './project-documents.service';
import { PositionsService } from './positions.service';
import { ProjectsService } from './projects.service';
import { RegistrationService } from './registration.service';
import { LocationService, type LocationProviders } from './locations.service';
import { prepareStoredTotpSecrets, SecondFactorService } from './second-factor.service';
import { TotpSecretBox } from './totp-secret-box';
import { loadServerSecrets } from './secrets.service';
import { UsersService } from './users.service';

export interface Services {
  tokens: AccessTokens;
  captcha: CaptchaProvider;
  mail: MailService;
  auth: AuthService;
  secondFactor: SecondFactorService;
  registration: RegistrationService;
  passwords: PasswordResetService;
  users: UsersService;
  accounts: AccountAdminService;
  projects: ProjectsService;
  calc: CalcService;
  pool: PoolService;
  positions: PositionsService;
  drafts: DraftsService;
  projectDocuments: ProjectDocumentsService;
  /** Issue 30: two revisions compared, on screen and as a PDF. */
  comparisons: ComparisonService;
  documents: DocumentsService;
  /** The document threads: closed with the app. */
  documentWorkers: DocumentWorkers;
  locations: LocationService;
  energy: EnergyService;
  mollier: MollierService;
}

export interface ServiceDeps {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
  /** Omitted: SMTP when SMTP_URL is set, else the outbox folder. */
  mailProvider?: MailProvider;
  /** The catalogues the engine selects from (server/catalogue.ts). */
  catalogues: Catalogues;
}

/** Wires the use cases to the database, the configuration and the providers, once per app. */
export async function createServices({
  config,
  db,
  log,
  mailProvider,
  catalogues,
}: ServiceDeps): Promise<Services> {
  const secrets = await loadServerSecrets(db, config);
  const totpBox = TotpSecretBox.fromConfig(config);
  await prepareStoredTotpSecrets(db, totpBox, log);
  const hasher = PasswordHasher.fromConfig(config);
  const tokens = new AccessTokens(secrets.jwtSecret, db);
  const captcha = captchaProviderFor(config, secrets.altchaHmacKey, db);
  const mail = new MailService(
    mailProvider ?? mailProviderFor(config, log),
    (brand) => brandMailFrom(config, brand),
    log,
    async (email) =>
      (await countCall(db, `mail-to:${email}`, 3_600_000)).current <= config.MAIL_PER_RECIPIENT_PER_HOUR,
  );
  const links = new EmailLinkService(db, mail, (brand) => brandPublicUrl(config, brand));
  const locations = new LocationService(db, locationProvidersFor(config));
  const documentWorkers = new DocumentWorkers({
    threads: config.DOCUMENT_WORKERS,
    perCaller: config.DOCUMENT_JOBS_PER_USER,
  });
  const energy = new EnergyService(db, locations, documentWorkers, catalogues.compact, {
    log,
    referenceYear: config.WEATHER_REFERENCE_YEAR,
  });
  const throttle = {
    freeAttempts: config.LOGIN_FREE_ATTEMPTS,
    maxWaitSeconds: config.LOGIN_MAX_WAIT_SECONDS,
  };
  const secondFactor = new SecondFactorService({
    db,
    hasher,
    throttle,
    adminRequired: config.ADMIN_TOTP_REQUIRED,
    mail,
    log,
    box: totpBox,
  });
  const documents = new DocumentsService(db, documentWorkers, energy, catalogues.compact);
  return {
    tokens,
    captcha,
    mail,
    secondFactor,
    auth: new AuthService({
      db,
      throttle,
      sessionLimits: { maxAgeS: config.SESSION_MAX_HOURS * 3600, idleS: config.SESSION_IDLE_MINUTES * 60 },
      mail,
      hasher,
      tokens,
      captcha,
      links,
      secondFactor,
      log,
    }),
    registration: new RegistrationService({ db, hasher, links, mail }),
    passwords: new PasswordResetService({ db, hasher, links, mail, log }),
    users: new UsersService(db),
    accounts: new AccountAdminService(db),
    projects: new ProjectsService(db),
    calc: new CalcService(catalogues.compact),
    pool: new PoolService(db, catalogues.pool),
    positions: new PositionsService(db, catalogues.compact),
    drafts: new DraftsService(db),
    documents,
    projectDocuments: new ProjectDocumentsService(db, documents, documentWorkers),
    comparisons: new ComparisonService(db, documentWorkers, catalogues.compact),
    documentWorkers,
    locations,
    energy,
    mollier: new MollierService(documentWorkers),
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

/** The external data providers (docs/rules.md#external-data), from the configuration (URLs, key, User-Agent,
 * timeout). */
export function locationProvidersFor(config: Config): LocationProviders {
  const http = {
    timeoutMs: config.PROVIDER_TIMEOUT_MS,
    userAgent: providerUserAgent(config, RELEASE_VERSION),
  };
  const key = config.OPEN_METEO_API_KEY;
  return {
    geocoder:
      config.GEOCODER === 'photon'
        ? new PhotonGeocoder(config.PHOTON_URL, http)
        : new NominatimGeocoder(config.NOMINATIM_URL, http),
    elevation: new OpenMeteoElevation(config.OPEN_METEO_ELEVATION_URL, key, http),
    climate: new OpenMeteoArchive(config.OPEN_METEO_ARCHIVE_URL, key, http),
    airQuality: new OpenMeteoAirQuality(config.OPEN_METEO_AIR_QUALITY_URL, key, http),
    electricity: new PriceTableElectricity(),
  };
}
