import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifySchema,
  type RouteOptions,
} from 'fastify';
import helmet from 'helmet';
import type { DestinationStream } from 'pino';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '../contracts/envelope';
import { brandForHost } from '../domain/brands';
import { languageOfAcceptLanguage, prerenderedLandingFile } from '../domain/landing';
import { loadCatalogues, type Catalogues } from './catalogue';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerAuth } from './plugins/auth';
import { clientErrorHandler } from './plugins/client-errors';
import { registerBrand } from './plugins/brand';
import { registerErrorHandler } from './plugins/errors';
import { registerJsonBody } from './plugins/json-body';
import { registerRateLimit } from './plugins/rate-limit';
import { responseSerializer } from './plugins/response-serializer';
import { warmPasswordStrength } from './services/password-strength';
import type { MailProvider } from './providers/mail/mail.provider';
import { adminRoutes } from './routes/admin/admin.routes';
import { authRoutes } from './routes/auth/auth.routes';
import { calcRoutes } from './routes/calc/calc.routes';
import { captchaRoutes } from './routes/captcha/captcha.routes';
import { documentRoutes } from './routes/documents/documents.routes';
import { draftRoutes } from './routes/drafts/drafts.routes';
import { projectDocumentRoutes } from './routes/documents/project-documents.routes';
import { energyRoutes } from './routes/energy/energy.routes';
import { mollierRoutes } from './routes/mollier/mollier.routes';
import { poolRoutes } from './routes/pool/pool.routes';
import { comparisonRoutes } from './routes/positions/comparison.routes';
import { positionRoutes } from './routes/positions/positions.routes';
import { projectRoutes } from './routes/projects/projects.routes';
import { systemRoutes } from './routes/system/system.routes';
import { usersRoutes } from './routes/users/users.routes';
import { createServices } from './services/services';
import { RELEASE_VERSION } from './version';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** The catalogues to select from; omitted = read as the configuration says (the demo data by default). */
  catalogues?: Catalogues;
  /** Where the built web app lives; omitted or missing = API only (API tests). */
  webRoot?: string;
  /** Where mail goes; omitted = SMTP_URL's server, else the outbox folder. Tests pass a mailbox. */
  mailProvider?: MailProvider;
  /** Where log lines go; omitted = standard output. Tests read them to prove no secret is logged. */
  logStream?: DestinationStream;
}

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../dist/web', import.meta.url));

/** How long after listening a process warms its document threads and password estimator (issue 29). */
const WARM_UP_AFTER_LISTEN_MS = 1000;

/** What never reaches a log: credentials in headers and bodies (docs/rules.md#security). */
const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.token',
  '*.refreshToken',
  '*.securityToken',
  '*.jwt',
  '*.captcha',
  '*.link',
];

export async function buildApp({
  config,
  database,
  catalogues = loadCatalogues(config),
  webRoot,
  mailProvider,
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: LOG_REDACT, censor: '[redacted]' },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    // Issue 28: a client sending its request a byte at a time is cut off (408) after REQUEST_TIMEOUT_MS; Fastify's
    // default is no limit. Node checks the open connections every second (its default: every 30 s).
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    maxRequestsPerSocket: config.MAX_REQUESTS_PER_SOCKET,
    http: { headersTimeout: config.HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
    // Issue 28: Node's own refusals (408 for a slow request, 431, 400) in the answer wrapper too.
    clientErrorHandler,
    // Issue 28: a path Fastify refuses before any route (a bad %-escape, a parameter over 100 characters: 414)
    // answers in the wrapper as every other refusal does.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      void reply.code(status).send({ status, message: error.message, data: null });
    },
  }).withTypeProvider<ZodTypeProvider>();
  // The error alone: pg hangs the whole client (its prepared statements, its connection) on it, which pino would print.
  database.onConnectionError((error) =>
    app.log.warn(
      { err: { type: error.name, message: error.message, code: (error as { code?: string }).code } },
      'database connection lost',
    ),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(config.RESPONSE_CHECK));

  // Google's script and frames only when the deployment chose reCAPTCHA over the self-hosted ALTCHA.
  const recaptcha =
    config.CAPTCHA_PROVIDER === 'recaptcha'
      ? {
          scripts: ['https://www.google.com', 'https://www.gstatic.com'],
          frames: ['https://www.google.com', 'https://recaptcha.google.com'],
        }
      : { scripts: [], frames: [] };
  // Issue 14: served over plain HTTP (a LAN address, a brand host without TLS) the browser must not be told to upgrade
  // every request to https, nor to keep to https (HSTS) or isolate on an origin it cannot trust (COOP): only a
  // PUBLIC_URL on https turns those on.
  const https = config.PUBLIC_URL?.startsWith('https:') ?? false;
  // Helmet's middleware built once (issue 19: @fastify/helmet built it anew on every request, 3 % of a list call's CPU).
  const securityHeaders = helmet({
    strictTransportSecurity: https,
    crossOriginOpenerPolicy: https,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...recaptcha.scripts],
        // Emotion (MUI) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin(config.TILE_URL)],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        // The technical card shows its PDF in an <object> from a blob: URL this page made; Chromium's viewer counts
        // it as a frame too. blob: URLs carry the origin that made them, so this admits nothing from elsewhere.
        frameSrc: ["'self'", 'blob:', ...recaptcha.frames],
        frameAncestors: ["'none'"],
        objectSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  if (config.CORS_ORIGINS.length > 0) {
    await app.register(fastifyCors, { origin: config.CORS_ORIGINS });
  }
  registerBrand(app);
  registerErrorHandler(app);
  registerJsonBody(app);
  requireSchemas(app);
  await registerRateLimit(app, database.db);
  const services = await createServices({
    config,
    db: database.db,
    log: app.log,
    mailProvider,
    catalogues,
  });
  registerAuth(app, services.tokens);
  // API answers above 1 kB go out compressed when the client accepts it (brotli at a quick level; assets have theirs).
  // After the authentication's answer hook, which may replace an answer (plugins/auth.ts).
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  app.addHook('onClose', () => services.mail.close());
  app.addHook('onClose', () => services.documentWorkers.close());
  // The reference years' background work ends before the database closes.
  app.addHook('onClose', () => services.energy.close());
  // A moment after the server listens (never under inject), the document threads warm up in the background and the
  // password estimator's dictionaries are ranked (issue 29). Not at once: ranking holds this thread ~0.3 s and the
  // threads' start takes the cores, so a restart's first health check waited 0.6-0.8 s behind them.
  let warmUp: NodeJS.Timeout | undefined;
  app.addHook('onListen', (done) => {
    warmUp = setTimeout(() => {
      warmPasswordStrength();
      services.documentWorkers
        .warmUp()
        .catch((error: unknown) => app.log.warn({ err: error }, 'the document threads did not warm up'));
    }, WARM_UP_AFTER_LISTEN_MS);
    warmUp.unref();
    done();
  });
  app.addHook('onClose', () => clearTimeout(warmUp));

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'AirSizer API',
        version: RELEASE_VERSION,
        description:
          'Every answer is wrapped as { status, message, data }. Send X-Brand (airsizer, clivet, prolux) on every call.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Issue 28: the reference's own CSP asks to upgrade every request to https, which breaks it on plain HTTP.
    transformStaticCSP: (header) =>
      https ? header : header.replace(/\s*upgrade-insecure-requests;?/g, '').trim(),
  });

  await app.register(
    async (api) => {
      await api.register(systemRoutes, { config, database, catalogue: catalogues.compact });
      await api.register(authRoutes, { config, services });
      await api.register(captchaRoutes, { config, captcha: services.captcha });
      await api.register(usersRoutes, { users: services.users });
      await api.register(adminRoutes, { accounts: services.accounts });
      await api.register(mollierRoutes, { mollier: services.mollier });
      await api.register(calcRoutes, { calc: services.calc });
      await api.register(projectRoutes, { projects: services.projects, locations: services.locations });
      await api.register(poolRoutes, { pool: services.pool });
      await api.register(positionRoutes, { positions: services.positions });
      await api.register(draftRoutes, { drafts: services.drafts });
      await api.register(comparisonRoutes, { comparisons: services.comparisons });
      await api.register(documentRoutes, { documents: services.documents });
      await api.register(projectDocumentRoutes, { projectDocuments: services.projectDocuments });
      await api.register(energyRoutes, { energy: services.energy });
    },
    { prefix: '/api' },
  );

  const root = webRoot ?? DEFAULT_WEB_ROOT;
  const serveWeb = existsSync(`${root}/index.html`);
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // `/` is the route below: the prerendered landing page for the host's brand and the browser's languages.
      index: false,
      // The build's .br and .gz copies go to browsers that accept them (Content-Encoding, Vary: Accept-Encoding).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', cacheControlOf(path));
        // The same path answers br, gzip or plain by Accept-Encoding: caches must keep them apart.
        res.setHeader(
          'Vary',
          isPrerenderedLanding(path) ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding',
        );
      },
    });
    // Issue 29: the landing page painted by its script came 2.4 s into a phone's load; prerendered (the build's
    // landing/<brand>.<language>.html), it paints with the HTML. The brand by host name and the language by the
    // browser's, as the web app chooses them; the app shell where a build has no prerender.
    const prerendered = existsSync(`${root}/landing`);
    app.get('/', (request, reply) => {
      const brandId = brandForHost(request.hostname).id;
      const language = languageOfAcceptLanguage(request.headers['accept-language']);
      return reply
        .type('text/html')
        .sendFile(prerendered ? prerenderedLandingFile(brandId, language) : 'index.html');
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // The web app owns every non-API path (client-side routes); the API answers 404 in its wrapper.
    if (serveWeb && request.method === 'GET' && !request.url.startsWith('/api')) {
      return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ status: 404, message: `Route ${request.method} ${request.url} not found`, data: null });
  });
  return app;
}

/** Every API route declares its response schema, so /api/docs lists it whole and answers are checked. */
function requireSchemas(app: FastifyInstance): void {
  const routes: string[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) {
      return;
    }
    if (!route.schema?.response) {
      throw new Error(`${String(route.method)} ${route.url} declares no response schema`);
    }
    declareCommonStatuses(route);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        routes.push(`${method} ${route.url}`);
      }
    }
  });
}

/**
 * Issue 28: the statuses any API route can answer besides its own, added to its OpenAPI document (every one in the
 * wrapper): 400 (a bad X-Brand on every call, bad input where it takes any), 413 and 415 where it takes a body
 * (too large, not JSON), 401 where it needs a token, 429 where it is rate-limited, 503 while the database cannot be
 * reached, 500 for a fault (an error id in the log).
 */
function declareCommonStatuses(route: RouteOptions): void {
  const schema = route.schema as FastifySchema & { response: Record<string, unknown> };
  const config = route.config as { rateLimit?: unknown } | undefined;
  const statuses = [
    400,
    ...(schema.body ? [413, 415] : []),
    ...(schema.security?.length ? [401] : []),
    ...(config?.rateLimit ? [429] : []),
    500,
    503,
  ];
  // A new object: routes may share one response map (a route's own statuses must not leak into another's).
  route.schema = {
    ...schema,
    response: {
      ...Object.fromEntries(statuses.map((status) => [status, ErrorEnvelope])),
      ...schema.response,
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route as 'METHOD /api/path', for the test that /api/docs lists them all. */
    apiRoutes: readonly string[];
  }
}

/** The build's prerendered landing pages (landing/<brand>.<language>.html): `/` answers one by Accept-Language. */
const isPrerenderedLanding = (path: string) => /[\\/]landing[\\/][\w.-]+\.html$/.test(path);

/**
 * Files under assets/ carry a content hash in their names: cached for a year and never revalidated. Everything else
 * (index.html, which names the current hashes, the favicon) is revalidated on every use.
 */
export function cacheControlOf(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function tileOrigin(tileUrl: string): string {
  try {
    return new URL(tileUrl.replace(/\{[a-z]\}/g, 'a')).origin;
  } catch {
    return "'self'";
  }
}
