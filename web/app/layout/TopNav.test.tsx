import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { accessToken, clientConfig, mockApi, ok } from '../../test/api';
import { renderInApp } from '../../test/render';
import { AppRoutes } from '../routes';
import { STORAGE_KEYS, readStored, writeStored } from '../storage';
import { currentUnitSystem, setUnitSystem } from '../units';
import { TopNav } from './TopNav';

const TOKEN = accessToken(900);
const session = {
  'GET /client-config': clientConfig(),
  'POST /auth/decode': ok({
    sub: crypto.randomUUID(),
    role: 'user',
    sid: crypto.randomUUID(),
    iat: 0,
    exp: 2,
  }),
};

function storeSession() {
  writeStored(STORAGE_KEYS.jwt, TOKEN);
  writeStored(STORAGE_KEYS.refreshToken, 'refresh-1');
  writeStored(STORAGE_KEYS.userName, 'Ana');
}

function chooseLanguage(language: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language' }));
  fireEvent.click(within(screen.getByRole('listbox')).getByTestId(`language-${language}`));
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the top navigation with accounts', () => {
  it('logs out from the user menu: ends the session on the server, forgets it, goes to /', async () => {
    storeSession();
    const api = mockApi({ ...session, 'POST /auth/logout': ok(null, 'You have been logged out.') });
    renderInApp(<TopNav />, '/account');
    fireEvent.click(screen.getByTestId('user-menu'));
    expect(screen.getByTestId('user-menu').textContent).toBe('Ana');
    fireEvent.click(screen.getByTestId('menu-logout'));
    await screen.findByTestId('login-button');
    expect(api.callsTo('POST /auth/logout')[0]!.body).toEqual({ refreshToken: 'refresh-1' });
    expect([
      readStored(STORAGE_KEYS.jwt),
      readStored(STORAGE_KEYS.refreshToken),
      readStored(STORAGE_KEYS.userName),
    ]).toEqual([null, null, null]);
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
  });

  it('stores a change of language for a logged-in user', async () => {
    storeSession();
    const api = mockApi({ ...session, 'PUT /users/language?lang=de': ok({ language: 'de' }) });
    renderInApp(<TopNav />, '/account');
    chooseLanguage('de');
    await waitFor(() => expect(api.callsTo('PUT /users/language')).toHaveLength(1));
    expect(api.callsTo('PUT /users/language')[0]!.path).toBe('/users/language?lang=de');
    expect(i18n.language).toBe('de');
  });

  it('switches the units on every screen and stores them for a logged-in user (issue 30)', async () => {
    storeSession();
    const api = mockApi({ ...session, 'PUT /users/units?system=ip': ok({ unitSystem: 'ip' }) });
    renderInApp(<TopNav />, '/account');
    expect(screen.getByTestId('units-toggle').textContent).toBe('SI');
    fireEvent.click(screen.getByTestId('units-toggle'));
    await waitFor(() => expect(api.callsTo('PUT /users/units')).toHaveLength(1));
    expect(api.callsTo('PUT /users/units')[0]!.path).toBe('/users/units?system=ip');
    // The toggle re-renders with the new units, as every component that translates does.
    expect(screen.getByTestId('units-toggle').textContent).toBe('IP');
    expect(currentUnitSystem()).toBe('ip');
    expect(readStored(STORAGE_KEYS.unitSystem)).toBe('ip');
    setUnitSystem('si');
    await waitFor(() => expect(screen.getByTestId('units-toggle').textContent).toBe('SI'));
  });

  it('stores no language for a visitor', async () => {
    const api = mockApi({ 'GET /client-config': clientConfig() });
    renderInApp(<TopNav />);
    chooseLanguage('sr');
    await waitFor(() => expect(i18n.language).toBe('sr'));
    expect(api.callsTo('PUT /users/language')).toHaveLength(0);
  });

  it('opens the login dialog again from the login button on /', async () => {
    mockApi({ 'GET /client-config': clientConfig() });
    renderInApp(
      <>
        <TopNav />
        <AppRoutes />
      </>,
    );
    fireEvent.click(await screen.findByTestId('login-dialog-close'));
    await waitFor(() => expect(screen.queryByTestId('login-dialog')).toBeNull());
    fireEvent.click(screen.getByTestId('login-button'));
    await screen.findByTestId('login-dialog');
  });
});
