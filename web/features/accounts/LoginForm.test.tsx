import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../app/routes';
import { STORAGE_KEYS, readStored } from '../../app/storage';
import { accessToken, clientConfig, failure, mockApi, ok } from '../../test/api';
import { notification, type } from '../../test/forms';
import { renderInApp } from '../../test/render';
import { RECAPTCHA_SCRIPT } from './captcha/ReCaptchaWidget';
import { LoginForm } from './LoginForm';

// The real widget solves a proof of work in web workers; here a button hands over an answer.
vi.mock('./captcha/AltchaWidget', () => ({
  default: ({ onAnswer }: { onAnswer: (answer: string | null) => void }) => (
    <button type="button" onClick={() => onAnswer('solved-captcha')}>
      solve captcha
    </button>
  ),
}));

const TOKEN = accessToken(900);
const PROFILE = {
  firstName: 'Ana',
  language: 'sr',
  unitSystem: 'si',
  title: 'ms',
  academicTitle: null,
  lastName: 'Jovanović',
  phoneNumber: null,
  jobTitle: null,
  jobField: null,
  email: 'ana@example.com',
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

async function fillLogin(email: string, password: string, solve = true) {
  // The visitor turns to the form: the captcha comes (issue 29).
  fireEvent.focusIn(screen.getByTestId('login-email'));
  type('login-email', email);
  type('login-password', password);
  if (solve) {
    fireEvent.click(await screen.findByText('solve captcha'));
  }
}

const submit = () => fireEvent.click(screen.getByTestId('login-submit'));

describe('the login form (docs/rules.md#login)', () => {
  it('requires the e-mail and the password: mandatoryFields, and no call', async () => {
    const api = mockApi({ 'GET /client-config': clientConfig() });
    renderInApp(<LoginForm />);
    await fillLogin('', 'Secret#2024x');
    submit();
    expect(await notification()).toEqual({
      text: 'Fill all required fields before proceeding.',
      type: 'info',
    });
    type('login-email', 'ana@example.com');
    type('login-password', '');
    submit();
    expect((await notification()).text).toBe('Fill all required fields before proceeding.');
    expect(api.callsTo('POST /auth')).toHaveLength(0);
  });

  it('shows the captcha only once the visitor turns to the form; a sign-in pressed before ALTCHA answers goes when it does', async () => {
    const api = mockApi({
      'GET /client-config': clientConfig(),
      'POST /auth': ok({ token: TOKEN, refreshToken: 'r' }),
    });
    renderInApp(<LoginForm />);
    await waitFor(() => expect(api.callsTo('GET /client-config')).toHaveLength(1));
    expect(screen.getByTestId('captcha-place')).toBeTruthy();
    expect(screen.queryByText('solve captcha')).toBeNull();
    fireEvent.pointerDown(screen.getByTestId('login-submit'));
    await screen.findByText('solve captcha');
    await fillLogin('ana@example.com', 'Secret#2024x', false);
    submit();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.callsTo('POST /auth')).toHaveLength(0);
    fireEvent.click(screen.getByText('solve captcha'));
    await waitFor(() => expect(api.callsTo('POST /auth')).toHaveLength(1));
    expect(api.callsTo('POST /auth')[0]!.body).toMatchObject({ captcha: 'solved-captcha' });
  });

  it('checks no e-mail shape or password rule: the server judges the credentials', async () => {
    const api = mockApi({
      'GET /client-config': clientConfig(),
      'POST /auth': failure(401, 'Wrong credentials entered!'),
    });
    renderInApp(<LoginForm />);
    await fillLogin('not-an-address', 'short');
    submit();
    await waitFor(() => expect(api.callsTo('POST /auth')).toHaveLength(1));
  });

  it('on 401 shows loginError, keeps the e-mail, clears the password and asks for a new captcha answer', async () => {
    const api = mockApi({
      'GET /client-config': clientConfig(),
      'POST /auth': failure(401, 'Wrong credentials entered!'),
    });
    renderInApp(<LoginForm />);
    await fillLogin('ana@example.com', 'Wrong#2024x');
    submit();
    expect(await notification()).toEqual({
      text: 'Invalid login credentials. Please try again',
      type: 'error',
    });
    expect(api.callsTo('POST /auth')[0]!.body).toEqual({
      email: 'ana@example.com',
      password: 'Wrong#2024x',
      captcha: 'solved-captcha',
    });
    expect(screen.getByTestId<HTMLInputElement>('login-email').value).toBe('ana@example.com');
    expect(screen.getByTestId<HTMLInputElement>('login-password').value).toBe('');
    // The used answer is gone: signing in again waits for a new one.
    await fillLogin('ana@example.com', 'Secret#2024x', false);
    submit();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.callsTo('POST /auth')).toHaveLength(1);
    fireEvent.click(await screen.findByText('solve captcha'));
    await waitFor(() => expect(api.callsTo('POST /auth')).toHaveLength(2));
  });

  it("on 403 shows the server's message (an unconfirmed address), in the interface language", async () => {
    mockApi({
      'GET /client-config': clientConfig(),
      'POST /auth': failure(
        403,
        'Please confirm your e-mail address first: open the link in the confirmation mail (we have sent a new one).',
      ),
    });
    await i18n.changeLanguage('de');
    renderInApp(<LoginForm />);
    await fillLogin('ana@example.com', 'Secret#2024x');
    submit();
    expect((await notification()).text).toBe(
      'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse: Öffnen Sie den Link in der Bestätigungs-E-Mail (wir haben Ihnen eine neue gesendet).',
    );
  });

  it('on a refused captcha shows captchaError', async () => {
    mockApi({
      'GET /client-config': clientConfig(),
      'POST /auth': failure(400, 'captcha: must be a solved captcha that was not used before', 'captcha'),
    });
    renderInApp(<LoginForm />);
    await fillLogin('ana@example.com', 'Secret#2024x');
    submit();
    expect((await notification()).text).toBe('You need to answer the captcha first');
  });

  it('on 200 stores the tokens, loads the profile (name, language) and goes to /', async () => {
    const api = mockApi({
      'GET /client-config': clientConfig(),
      'POST /auth': ok({ token: TOKEN, refreshToken: 'refresh-1' }),
      'GET /users/jwt': ok(PROFILE),
    });
    renderInApp(<LoginForm />, '/login');
    await fillLogin('ana@example.com', 'Secret#2024x');
    submit();
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
    expect(readStored(STORAGE_KEYS.jwt)).toBe(TOKEN);
    expect(readStored(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(readStored(STORAGE_KEYS.userName)).toBe('Ana');
    expect(api.callsTo('GET /users/jwt')[0]!.authorization).toBe(`Bearer ${TOKEN}`);
    expect(i18n.language).toBe('sr');
  });

  it('with reCAPTCHA configured, loads the Google widget with the site key and sends its token as the captcha', async () => {
    const render = vi.fn<NonNullable<Window['grecaptcha']>['render']>(() => 0);
    window.grecaptcha = { ready: (callback) => callback(), render };
    const api = mockApi({
      'GET /client-config': clientConfig('recaptcha'),
      'POST /auth': ok({ token: TOKEN, refreshToken: 'refresh-1' }),
      'GET /users/jwt': ok(PROFILE),
    });
    renderInApp(<LoginForm />, '/login');
    fireEvent.focusIn(await screen.findByTestId('login-email'));
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>(`script[src^="${RECAPTCHA_SCRIPT}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    script.dispatchEvent(new Event('load'));
    await waitFor(() => expect(render).toHaveBeenCalledTimes(1));
    const options = render.mock.calls[0]![1];
    expect(options.sitekey).toBe('site-key');
    await fillLogin('ana@example.com', 'Secret#2024x', false);
    // A box the visitor must tick: a sign-in without it is told so, not held.
    submit();
    expect(await notification()).toEqual({ text: 'You need to answer the captcha first', type: 'error' });
    act(() => options.callback('recaptcha-token'));
    submit();
    await waitFor(() => expect(api.callsTo('POST /auth')).toHaveLength(1));
    expect(api.callsTo('POST /auth')[0]!.body).toMatchObject({ captcha: 'recaptcha-token' });
    delete window.grecaptcha;
  });
});

describe('the second factor at sign-in (issue 28)', () => {
  it('asks for the code after the password; the session starts only with the code', async () => {
    const api = mockApi({
      'GET /client-config': clientConfig(),
      'POST /auth': ok({ secondFactor: 'totp', challenge: 'challenge-1' }),
      'POST /auth/second-factor': ok({ token: TOKEN, refreshToken: 'refresh-1' }),
      'GET /users/jwt': ok(PROFILE),
    });
    renderInApp(<LoginForm />, '/login');
    await fillLogin('ana@example.com', 'Secret#2024x');
    submit();
    await screen.findByTestId('second-factor-form');
    expect(readStored(STORAGE_KEYS.jwt)).toBeNull();
    type('second-factor-code', '123456');
    fireEvent.click(screen.getByTestId('second-factor-submit'));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
    expect(api.callsTo('POST /auth/second-factor')[0]!.body).toEqual({
      challenge: 'challenge-1',
      code: '123456',
    });
    expect(readStored(STORAGE_KEYS.jwt)).toBe(TOKEN);
  });

  it('a wrong code says so in the language and stays; an expired sign-in goes back to the form', async () => {
    mockApi({
      'GET /client-config': clientConfig(),
      'POST /auth': ok({ secondFactor: 'totp', challenge: 'challenge-1' }),
      'POST /auth/second-factor': failure(400, 'code: is not a valid code', 'code', 'codeInvalid'),
    });
    renderInApp(<LoginForm />, '/login');
    await fillLogin('ana@example.com', 'Secret#2024x');
    submit();
    await screen.findByTestId('second-factor-form');
    type('second-factor-code', '000000');
    fireEvent.click(screen.getByTestId('second-factor-submit'));
    expect((await notification()).text).toBe(
      'The code is not correct: enter the current code of the app, or an unused recovery code.',
    );
    expect(screen.getByTestId('second-factor-form')).toBeTruthy();
    fireEvent.click(screen.getByTestId('second-factor-back'));
    expect(await screen.findByTestId('login-form')).toBeTruthy();
  });

  it('an administrator without a second factor sets it up, sees the recovery codes, then enters', async () => {
    const api = mockApi({
      'GET /client-config': clientConfig(),
      'POST /auth': ok({ secondFactor: 'enrol', challenge: 'challenge-2' }),
      'POST /auth/second-factor/setup': ok({
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/AirSizer:ana%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=AirSizer',
      }),
      'POST /auth/second-factor/enable': ok({
        token: TOKEN,
        refreshToken: 'refresh-2',
        recoveryCodes: ['AAAA-BBBB-CCCC', 'DDDD-EEEE-FFFF'],
      }),
      'GET /users/jwt': ok(PROFILE),
    });
    renderInApp(<LoginForm />, '/login');
    await fillLogin('admin@example.com', 'Secret#2024x');
    submit();
    expect((await screen.findByTestId('totp-secret')).textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    type('second-factor-code', '654321');
    fireEvent.click(screen.getByTestId('second-factor-submit'));
    const codes = await screen.findAllByTestId('recovery-code');
    expect(codes.map((code) => code.textContent)).toEqual(['AAAA-BBBB-CCCC', 'DDDD-EEEE-FFFF']);
    expect(readStored(STORAGE_KEYS.jwt)).toBeNull();
    fireEvent.click(screen.getByTestId('recovery-codes-done'));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
    expect(api.callsTo('POST /auth/second-factor/enable')[0]!.body).toEqual({
      challenge: 'challenge-2',
      code: '654321',
    });
  });
});

describe('the forgot-password dialog', () => {
  it('requires an address, sends the recovery mail, and goes to /checkemail with recoveryMailSuccess', async () => {
    const api = mockApi({
      'GET /client-config': clientConfig(),
      'POST /auth/forgot-password/send-email': ok(
        null,
        'If an account exists for this e-mail address, we have sent a link to it.',
      ),
    });
    renderInApp(<LoginForm />);
    fireEvent.click(screen.getByTestId('login-forgot'));
    fireEvent.click(await screen.findByTestId('forgot-confirm'));
    expect((await notification()).text).toBe('Fill all required fields before proceeding.');
    type('forgot-email', 'ana@example');
    fireEvent.click(screen.getByTestId('forgot-confirm'));
    await waitFor(async () => expect((await notification()).text).toBe('Your email is invalid'));
    expect(api.callsTo('POST /auth/forgot-password/send-email')).toHaveLength(0);

    type('forgot-email', 'ana@example.com');
    fireEvent.click(screen.getByTestId('forgot-confirm'));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/checkemail'));
    expect(api.callsTo('POST /auth/forgot-password/send-email')[0]!.body).toEqual({
      email: 'ana@example.com',
    });
    expect(await notification()).toEqual({
      text: 'The email has been sent. Please check your inbox and follow the link in it.',
      type: 'success',
    });
  });

  it('closes on cancel without a call', async () => {
    const api = mockApi({ 'GET /client-config': clientConfig() });
    renderInApp(<LoginForm />);
    fireEvent.click(screen.getByTestId('login-forgot'));
    fireEvent.click(await screen.findByTestId('forgot-cancel'));
    await waitFor(() => expect(screen.queryByTestId('forgot-dialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});

describe('where the login screen shows', () => {
  it('opens the login dialog on / 100 ms after arrival for a visitor', async () => {
    mockApi({ 'GET /client-config': clientConfig() });
    renderInApp(<AppRoutes />, '/');
    expect(screen.queryByTestId('login-dialog')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('login-dialog')).toBeNull();
    await screen.findByTestId('login-dialog');
  });

  it('opens no dialog on / for a logged-in user', async () => {
    window.localStorage.setItem(STORAGE_KEYS.jwt, TOKEN);
    mockApi({
      'POST /auth/decode': ok({
        sub: crypto.randomUUID(),
        role: 'user',
        sid: crypto.randomUUID(),
        iat: 0,
        exp: 2,
      }),
    });
    renderInApp(<AppRoutes />, '/');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByTestId('login-dialog')).toBeNull();
  });

  it('shows the login screen on /login to a visitor, and sends a logged-in user to / with history replaced', async () => {
    mockApi({
      'GET /client-config': clientConfig(),
      'POST /auth/decode': ok({
        sub: crypto.randomUUID(),
        role: 'user',
        sid: crypto.randomUUID(),
        iat: 0,
        exp: 2,
      }),
    });
    const visitor = renderInApp(<AppRoutes />, '/login');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Login');
    visitor.unmount();
    window.localStorage.setItem(STORAGE_KEYS.jwt, TOKEN);
    renderInApp(<AppRoutes />, '/login');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
  });
});
