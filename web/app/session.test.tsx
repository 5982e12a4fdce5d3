import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { envelope } from '../../contracts/envelope';
import { apiCall } from '../api/client';
import { accessToken, failure, mockApi, ok } from '../test/api';
import { renderInApp } from '../test/render';
import { TOKEN_EXPIRED_LOGOUT_MS, useSession } from './session';
import { STORAGE_KEYS, readStored, writeStored } from './storage';
import { currentUnitSystem, setUnitSystem } from './units';

const OLD_TOKEN = accessToken(-60, 'old');
const LIVE_TOKEN = accessToken(900, 'live');
const NEW_TOKEN = accessToken(900, 'new');

const PROFILE = {
  firstName: 'Ana',
  language: 'de',
  unitSystem: 'ip',
  title: 'ms',
  academicTitle: null,
  lastName: 'Jovanović',
  phoneNumber: null,
  jobTitle: null,
  jobField: null,
  email: 'ana@example.com',
};

/** Shows the session and offers its operations and a data call. */
function SessionProbe() {
  const { isLoggedIn, userName, logout, signIn } = useSession();
  return (
    <div>
      <output data-testid="logged-in">{String(isLoggedIn)}</output>
      <output data-testid="user-name">{userName ?? ''}</output>
      <button onClick={() => void apiCall('GET', '/home/data', envelope(z.null())).catch(() => undefined)}>
        load
      </button>
      <button onClick={() => void logout()}>logout</button>
      <button onClick={() => void signIn({ token: NEW_TOKEN, refreshToken: 'refresh-9' })}>sign in</button>
    </div>
  );
}

function storeSession(token: string) {
  writeStored(STORAGE_KEYS.jwt, token);
  writeStored(STORAGE_KEYS.refreshToken, 'refresh-1');
  writeStored(STORAGE_KEYS.userName, 'Ana');
}

const loggedIn = () => screen.getByTestId('logged-in').textContent;
const path = () => screen.getByTestId('path').textContent;
const storedSession = () =>
  [STORAGE_KEYS.jwt, STORAGE_KEYS.refreshToken, STORAGE_KEYS.userName].map((key) => readStored(key));

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the session (docs/rules.md#session)', () => {
  it('on a refused refresh shows the token-expired message, then logs out after 2000 ms and goes to /login', async () => {
    storeSession(LIVE_TOKEN);
    mockApi({
      'POST /auth/decode': ok({
        sub: crypto.randomUUID(),
        role: 'user',
        sid: crypto.randomUUID(),
        iat: 0,
        exp: 2,
      }),
      'GET /home/data': failure(401, 'Invalid or expired token'),
      'POST /auth/refresh': failure(401, 'Invalid or expired token'),
    });
    renderInApp(<SessionProbe />, '/home');
    // The logout's 2000 ms run on a fake clock, so a slow machine cannot stretch the test's side of the race.
    // vi.waitUntil moves it 50 ms per look; the message shows in the render right after the timer is set, so at
    // most two looks (100 ms) pass between the two.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByText('load'));
    await vi.waitUntil(() => screen.queryByText('Your session has expired. Please login again'), {
      timeout: 30_000,
    });
    expect(TOKEN_EXPIRED_LOGOUT_MS).toBe(2000);

    await act(async () => {
      vi.advanceTimersByTime(TOKEN_EXPIRED_LOGOUT_MS - 400);
    });
    expect([loggedIn(), path()]).toEqual(['true', '/home']);
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
    expect(path()).toBe('/login');
    expect(loggedIn()).toBe('false');
    expect(storedSession()).toEqual([null, null, null]);
  });

  it('at start-up removes an expired token whose refresh is refused and goes to /login', async () => {
    storeSession(OLD_TOKEN);
    const api = mockApi({ 'POST /auth/refresh': failure(401, 'Invalid or expired token') });
    renderInApp(<SessionProbe />, '/home');
    await waitFor(() => expect(path()).toBe('/login'));
    expect(loggedIn()).toBe('false');
    expect(storedSession()).toEqual([null, null, null]);
    // The exp claim had passed: nothing to ask the server before refreshing.
    expect(api.callsTo('POST /auth/decode')).toHaveLength(0);
    expect(screen.queryByText('Your session has expired. Please login again')).toBeNull();
  });

  it('at start-up refreshes an expired token once and keeps the session', async () => {
    storeSession(OLD_TOKEN);
    const api = mockApi({ 'POST /auth/refresh': ok({ token: NEW_TOKEN, refreshToken: 'refresh-2' }) });
    renderInApp(<SessionProbe />, '/home');
    await waitFor(() => expect(readStored(STORAGE_KEYS.jwt)).toBe(NEW_TOKEN));
    expect(api.callsTo('POST /auth/refresh')).toHaveLength(1);
    expect(loggedIn()).toBe('true');
    expect(path()).toBe('/home');
  });

  it('at start-up checks a live token with the server, and refreshes when the server refuses it', async () => {
    storeSession(LIVE_TOKEN);
    const api = mockApi({
      'POST /auth/decode': failure(401, 'Invalid or expired token'),
      'POST /auth/refresh': failure(401, 'Invalid or expired token'),
    });
    renderInApp(<SessionProbe />, '/home');
    await waitFor(() => expect(path()).toBe('/login'));
    expect(api.callsTo('POST /auth/decode')[0]!.body).toEqual({ token: LIVE_TOKEN });
    expect(api.callsTo('POST /auth/refresh')).toHaveLength(1);
    expect(storedSession()).toEqual([null, null, null]);
  });

  it('keeps the session when the server cannot be reached at start-up', async () => {
    storeSession(LIVE_TOKEN);
    const api = mockApi({ 'POST /auth/decode': failure(500, 'Internal server error!') });
    renderInApp(<SessionProbe />, '/home');
    await waitFor(() => expect(api.callsTo('POST /auth/decode')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loggedIn()).toBe('true');
    expect(api.callsTo('POST /auth/refresh')).toHaveLength(0);
  });

  it('logs out: ends the session on the server and forgets the token, refresh token and user name', async () => {
    storeSession(LIVE_TOKEN);
    const api = mockApi({
      'POST /auth/decode': ok({
        sub: crypto.randomUUID(),
        role: 'user',
        sid: crypto.randomUUID(),
        iat: 0,
        exp: 2,
      }),
      'POST /auth/logout': ok(null, 'You have been logged out.'),
    });
    renderInApp(<SessionProbe />, '/home');
    expect(screen.getByTestId('user-name').textContent).toBe('Ana');
    fireEvent.click(screen.getByText('logout'));
    await waitFor(() => expect(loggedIn()).toBe('false'));
    expect(api.callsTo('POST /auth/logout')[0]).toMatchObject({
      body: { refreshToken: 'refresh-1' },
      authorization: `Bearer ${LIVE_TOKEN}`,
    });
    expect(storedSession()).toEqual([null, null, null]);
  });

  it('signs in: stores the pair, loads the profile, takes its first name, language and units', async () => {
    const api = mockApi({ 'GET /users/jwt': ok(PROFILE) });
    renderInApp(<SessionProbe />);
    fireEvent.click(screen.getByText('sign in'));
    await waitFor(() => expect(loggedIn()).toBe('true'));
    expect(screen.getByTestId('user-name').textContent).toBe('Ana');
    expect(storedSession()).toEqual([NEW_TOKEN, 'refresh-9', 'Ana']);
    expect(api.callsTo('GET /users/jwt')[0]!.authorization).toBe(`Bearer ${NEW_TOKEN}`);
    expect(i18n.language).toBe('de');
    expect(currentUnitSystem()).toBe('ip');
    expect(readStored(STORAGE_KEYS.unitSystem)).toBe('ip');
    setUnitSystem('si');
  });
});
