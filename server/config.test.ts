import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { brandMailFrom, brandPublicUrl, ConfigError, loadConfig, outboxDir } from './config';
import { SERVER_NODE_ARGS } from './launch';

describe('loadConfig', () => {
  it('gives the embedded defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', CORS_ORIGINS: [] });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names PORT when it is not a port number', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      /^Invalid configuration: PORT must be an integer from 1 to 65535/,
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('names DATABASE_URL when it is not a PostgreSQL URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x@y/z' })).toThrow(
      /^Invalid configuration: DATABASE_URL must be a URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).DATABASE_URL).toBe(
      'postgres://postgres@127.0.0.1:5432/test',
    );
  });

  it('takes SERVER_PROCESSES as auto or a count, and more than one only on PostgreSQL', () => {
    const postgres = 'postgres://postgres@127.0.0.1:5432/test';
    expect(loadConfig({}).SERVER_PROCESSES).toBe('auto');
    expect(loadConfig({ SERVER_PROCESSES: '1' }).SERVER_PROCESSES).toBe(1);
    expect(loadConfig({ SERVER_PROCESSES: '4', DATABASE_URL: postgres }).SERVER_PROCESSES).toBe(4);
    expect(() => loadConfig({ SERVER_PROCESSES: 'many' })).toThrow(
      /^Invalid configuration: SERVER_PROCESSES must be auto or a whole number from 1 to 64/,
    );
    expect(() => loadConfig({ SERVER_PROCESSES: '0', DATABASE_URL: postgres })).toThrow(/SERVER_PROCESSES/);
    expect(() => loadConfig({ SERVER_PROCESSES: '2' })).toThrow(
      /^Invalid configuration: SERVER_PROCESSES above 1 needs DATABASE_URL/,
    );
  });

  it('splits CORS_ORIGINS and checks each', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }).CORS_ORIGINS).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(() => loadConfig({ CORS_ORIGINS: 'nope' })).toThrow(/CORS_ORIGINS/);
  });
});

describe('accounts and security settings', () => {
  it('gives the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      TRUST_PROXY: false,
      LOGIN_FREE_ATTEMPTS: 5,
      LOGIN_MAX_WAIT_SECONDS: 60,
      RATE_LIMIT_SESSION_PER_MINUTE: 120,
      RATE_LIMIT_LINK_PER_MINUTE: 10,
      REQUEST_TIMEOUT_MS: 30_000,
      HEADERS_TIMEOUT_MS: 10_000,
      ARGON2_MEMORY_KIB: 19_456,
      ARGON2_TIME_COST: 2,
      MAIL_FROM: 'no-reply@airsizer.local',
      CAPTCHA_PROVIDER: 'altcha',
      ALTCHA_COST: 1_000,
      ALTCHA_MAX_NUMBER: 1_000,
      RECAPTCHA_VERIFY_URL: 'https://www.google.com/recaptcha/api/siteverify',
      RATE_LIMIT_LOGIN_PER_MINUTE: 10,
      RATE_LIMIT_REGISTER_PER_MINUTE: 5,
      RATE_LIMIT_MAIL_PER_MINUTE: 5,
      RATE_LIMIT_CAPTCHA_PER_MINUTE: 30,
    });
    expect(outboxDir(loadConfig({ DATA_DIR: '/srv/airsizer' }))).toBe('/srv/airsizer/outbox');
    expect(outboxDir(loadConfig({ OUTBOX_DIR: '/tmp/mail' }))).toBe('/tmp/mail');
  });

  it.each([
    ['JWT_SECRET', 'short', /^Invalid configuration: JWT_SECRET must be at least 32 characters long/],
    [
      'ALTCHA_HMAC_KEY',
      'short',
      /^Invalid configuration: ALTCHA_HMAC_KEY must be at least 32 characters long/,
    ],
    [
      'SMTP_URL',
      'http://mail.example.com',
      /^Invalid configuration: SMTP_URL must be a URL of the form smtp:/,
    ],
    ['MAIL_FROM', 'nobody', /^Invalid configuration: MAIL_FROM must be an e-mail address/],
    ['ADMIN_EMAIL', 'nobody', /^Invalid configuration: ADMIN_EMAIL must be a valid e-mail address/],
    [
      'ADMIN_EMAIL',
      'chief@example.com',
      /^Invalid configuration: ADMIN_PASSWORD is required when ADMIN_EMAIL is set/,
    ],
    [
      'ADMIN_PASSWORD',
      'weak',
      /^Invalid configuration: ADMIN_PASSWORD must be at least 8 characters long \(got a value of 4 characters\)/,
    ],
    ['CAPTCHA_PROVIDER', 'hcaptcha', /^Invalid configuration: CAPTCHA_PROVIDER /],
    [
      'RECAPTCHA_VERIFY_URL',
      'siteverify',
      /^Invalid configuration: RECAPTCHA_VERIFY_URL must be an absolute URL/,
    ],
    [
      'RATE_LIMIT_LOGIN_PER_MINUTE',
      '0',
      /^Invalid configuration: RATE_LIMIT_LOGIN_PER_MINUTE must be a whole number/,
    ],
    [
      'RATE_LIMIT_MAIL_PER_MINUTE',
      'many',
      /^Invalid configuration: RATE_LIMIT_MAIL_PER_MINUTE must be a whole/,
    ],
    [
      'ARGON2_MEMORY_KIB',
      '4',
      /^Invalid configuration: ARGON2_MEMORY_KIB must be a whole number of at least 8/,
    ],
    ['ALTCHA_COST', '1.5', /^Invalid configuration: ALTCHA_COST must be a whole number/],
    [
      'TRUST_PROXY',
      'every;one',
      /^Invalid configuration: TRUST_PROXY must be true, false or a comma-separated/,
    ],
  ])('names %s when it is wrong', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('never echoes a wrong value of a variable that holds credentials', () => {
    expect(() => loadConfig({ JWT_SECRET: 'hunter2' })).toThrow(
      'Invalid configuration: JWT_SECRET must be at least 32 characters long (got a value of 7 characters)',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://user:pa55word@mail' })).toThrow(/^(?!.*pa55word)/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:pa55word@db/x' })).toThrow(/^(?!.*pa55word)/);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('(got "abc")');
  });

  it('reads TRUST_PROXY as a flag or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).TRUST_PROXY).toBe('10.0.0.0/8, loopback');
  });

  it('needs the reCAPTCHA secret and site key when reCAPTCHA is chosen', () => {
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'site' })).toThrow(
      /^Invalid configuration: RECAPTCHA_SECRET is required when CAPTCHA_PROVIDER=recaptcha/,
    );
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 'secret' })).toThrow(
      /^Invalid configuration: RECAPTCHA_SITE_KEY is required/,
    );
    expect(
      loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 'secret', RECAPTCHA_SITE_KEY: 'site' })
        .CAPTCHA_PROVIDER,
    ).toBe('recaptcha');
  });
});

describe('server start-up with a wrong variable', () => {
  const run = promisify(execFile);
  const start = (env: Record<string, string>) =>
    run(process.execPath, SERVER_NODE_ARGS, {
      env: { ...process.env, ...env },
      timeout: 30_000,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );

  it('exits non-zero with one line naming PORT', async () => {
    const { code, stderr } = await start({ PORT: 'abc' });
    expect(code).not.toBe(0);
    expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Invalid configuration: PORT /)]);
  });

  it('exits non-zero with one line naming DATABASE_URL', async () => {
    const { code, stderr } = await start({ DATABASE_URL: 'postgres//broken' });
    expect(code).not.toBe(0);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Invalid configuration: DATABASE_URL /),
    ]);
  });
});

describe("each brand's public address and mail sender (issue 18)", () => {
  it("uses the brand's own where set, else the default", () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://airsizer.example.com',
      PUBLIC_URL_CLIVET: 'https://clivet.airsizer.example.com',
      MAIL_FROM: 'no-reply@airsizer.example.com',
      MAIL_FROM_CLIVET: 'no-reply@clivet.example.com',
    });
    expect(brandPublicUrl(config, 'clivet')).toBe('https://clivet.airsizer.example.com');
    expect(brandPublicUrl(config, 'prolux')).toBe('https://airsizer.example.com');
    expect(brandPublicUrl(config, 'airsizer')).toBe('https://airsizer.example.com');
    expect(brandMailFrom(config, 'clivet')).toBe('no-reply@clivet.example.com');
    expect(brandMailFrom(config, 'prolux')).toBe('no-reply@airsizer.example.com');
  });

  it('refuses a brand address that is not a URL, naming the variable', () => {
    expect(() => loadConfig({ PUBLIC_URL_PROLUX: 'prolux' })).toThrow(/PUBLIC_URL_PROLUX/);
  });
});
