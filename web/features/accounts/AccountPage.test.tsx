import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, readStored, writeStored } from '../../app/storage';
import { accessToken, failure, mockApi, ok, type RecordedCall } from '../../test/api';
import { choose, notification, type } from '../../test/forms';
import { renderInApp } from '../../test/render';
import { AccountPage } from './AccountPage';

const PROFILE = {
  firstName: 'Ana',
  language: 'en',
  unitSystem: 'si',
  title: 'ms',
  academicTitle: 'dr',
  lastName: 'Jovanović',
  phoneNumber: '+381 11 123 4567',
  jobTitle: 'engineer',
  jobField: 'sales',
  email: 'ana@example.com',
};

const session = {
  'POST /auth/decode': ok({
    sub: crypto.randomUUID(),
    role: 'user',
    sid: crypto.randomUUID(),
    iat: 0,
    exp: 2,
  }),
  'GET /users/jwt': ok(PROFILE),
};

beforeEach(() => {
  writeStored(STORAGE_KEYS.jwt, accessToken(900));
  writeStored(STORAGE_KEYS.refreshToken, 'refresh-1');
  writeStored(STORAGE_KEYS.userName, 'Ana');
});

async function openDataSection() {
  await screen.findByTestId('account-summary');
  fireEvent.click(screen.getByTestId('account-data-toggle'));
}

const save = () => fireEvent.click(screen.getByTestId('account-save'));
const field = (key: string) => screen.getByTestId<HTMLInputElement>(`account-edit-${key}`);

describe('the account page (docs/rules.md#account-page)', () => {
  it('shows first name, last name and phone read-only', async () => {
    mockApi(session);
    renderInApp(<AccountPage />, '/account');
    expect(screen.getByTestId('account-loading')).toBeTruthy();
    await screen.findByTestId('account-summary');
    expect(screen.getByTestId('account-firstName').textContent).toBe('Ana');
    expect(screen.getByTestId('account-lastName').textContent).toBe('Jovanović');
    expect(screen.getByTestId('account-phone').textContent).toBe('+381 11 123 4567');
  });

  it('keeps the form read-only until the enable-edit box is ticked', async () => {
    mockApi(session);
    renderInApp(<AccountPage />, '/account');
    await openDataSection();
    expect(field('firstName').disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('account-save').disabled).toBe(true);
    fireEvent.click(within(screen.getByTestId('account-enable-edit')).getByRole('checkbox'));
    expect(field('firstName').disabled).toBe(false);
    expect(field('firstName').value).toBe('Ana');
  });

  it.each(['firstName', 'lastName'])('requires the %s: an info message and no call', async (key) => {
    const api = mockApi(session);
    renderInApp(<AccountPage />, '/account');
    await openDataSection();
    fireEvent.click(within(screen.getByTestId('account-enable-edit')).getByRole('checkbox'));
    type(`account-edit-${key}`, '  ');
    save();
    expect(await notification()).toEqual({
      text: 'Fill all required fields before proceeding.',
      type: 'info',
    });
    expect(api.callsTo('PUT /users/edit')).toHaveLength(0);
  });

  it('saves the profile, returns to read-only, and takes the new first name as the user name', async () => {
    const edited = (call: RecordedCall) => ok({ ...PROFILE, ...(call.body as object) });
    const api = mockApi({ ...session, 'PUT /users/edit': edited });
    renderInApp(<AccountPage />, '/account');
    await openDataSection();
    fireEvent.click(within(screen.getByTestId('account-enable-edit')).getByRole('checkbox'));
    type('account-edit-firstName', 'Anja');
    type('account-edit-phoneNumber', '');
    choose('Title', 'Mrs');
    choose('Academic title', 'None');
    save();
    expect(await notification()).toEqual({
      text: 'Your profile has been updated successfully',
      type: 'success',
    });
    expect(api.callsTo('PUT /users/edit')[0]!.body).toEqual({
      title: 'mrs',
      academicTitle: null,
      firstName: 'Anja',
      lastName: 'Jovanović',
      phoneNumber: null,
      jobTitle: 'engineer',
      jobField: 'sales',
    });
    await waitFor(() => expect(screen.getByTestId('account-firstName').textContent).toBe('Anja'));
    expect(field('firstName').disabled).toBe(true);
    expect(readStored(STORAGE_KEYS.userName)).toBe('Anja');
  });

  it('says so when the save fails, and stays editable', async () => {
    mockApi({ ...session, 'PUT /users/edit': failure(500, 'Internal server error!') });
    renderInApp(<AccountPage />, '/account');
    await openDataSection();
    fireEvent.click(within(screen.getByTestId('account-enable-edit')).getByRole('checkbox'));
    save();
    expect(await notification()).toEqual({ text: 'There was an error updating your profile', type: 'error' });
    expect(field('firstName').disabled).toBe(false);
  });

  it('mails a password-change link to the account address and goes to /checkemail', async () => {
    const api = mockApi({
      ...session,
      'POST /auth/password-reset/send-email': ok(
        null,
        'If an account exists for this e-mail address, we have sent a link to it.',
      ),
    });
    renderInApp(<AccountPage />, '/account');
    await screen.findByTestId('account-summary');
    fireEvent.click(screen.getByTestId('account-reset-toggle'));
    expect(screen.getByTestId('account-email').textContent).toBe('ana@example.com');
    fireEvent.click(screen.getByTestId('account-send-reset'));
    expect(await notification()).toEqual({
      text: 'The email has been sent. Please check your inbox and follow the link in it.',
      type: 'success',
    });
    expect(api.callsTo('POST /auth/password-reset/send-email')[0]!.body).toEqual({
      email: 'ana@example.com',
    });
    // The bar goes on when it hides or is clicked; the component tests keep it open (web/test/render.tsx).
    fireEvent.click(screen.getByTestId('notification'));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/checkemail'));
  });
});

describe('the signed-in devices (issue 28)', () => {
  const SESSIONS = {
    sessions: [
      {
        id: '11111111-1111-4111-8111-111111111111',
        device: 'Chrome on Windows',
        address: '203.0.113.7',
        createdAt: '2026-11-27T08:00:00.000Z',
        lastUsedAt: '2026-11-27T09:30:00.000Z',
        current: true,
      },
      {
        id: '22222222-2222-4222-8222-222222222222',
        device: 'Firefox on Linux',
        address: '198.51.100.2',
        createdAt: '2026-11-26T08:00:00.000Z',
        lastUsedAt: '2026-11-26T10:00:00.000Z',
        current: false,
      },
    ],
  };

  it('lists each session and signs out one, or every other', async () => {
    const api = mockApi({
      ...session,
      'GET /auth/sessions': ok(SESSIONS),
      'POST /auth/sessions/end': ok(null),
      'POST /auth/sessions/end-others': ok(null),
    });
    renderInApp(<AccountPage />, '/account');
    await screen.findByTestId('account-summary');
    fireEvent.click(screen.getByTestId('account-sessions-toggle'));
    const rows = await screen.findAllByTestId('account-session');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Chrome on Windows · 203\.0\.113\.7Signed in .*, last used .*This device$/),
      expect.stringMatching(/^Firefox on Linux · 198\.51\.100\.2Signed in .*Sign out$/),
    ]);
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(api.callsTo('POST /auth/sessions/end')).toHaveLength(1));
    expect(api.callsTo('POST /auth/sessions/end')[0]!.body).toEqual({ id: SESSIONS.sessions[1]!.id });
    fireEvent.click(screen.getByTestId('account-sessions-end-others'));
    await waitFor(() => expect(api.callsTo('POST /auth/sessions/end-others')).toHaveLength(1));
  });
});

describe('the account page: two-factor authentication (issue 28)', () => {
  const SETUP = {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    uri: 'otpauth://totp/AirSizer:ana%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=AirSizer',
  };

  it('sets it up: the key as text, confirmed by a code, then the recovery codes once', async () => {
    const api = mockApi({
      ...session,
      'GET /auth/totp': ok({ enabled: false, recoveryCodesLeft: 0, required: false }),
      'POST /auth/totp/setup': ok(SETUP),
      'POST /auth/totp/enable': ok({ recoveryCodes: ['AAAA-BBBB-CCCC'] }),
    });
    renderInApp(<AccountPage />, '/account');
    await screen.findByTestId('account-summary');
    fireEvent.click(screen.getByTestId('account-two-factor-toggle'));
    fireEvent.click(await screen.findByTestId('two-factor-setup'));
    expect((await screen.findByTestId('totp-uri')).getAttribute('href')).toBe(SETUP.uri);
    type('two-factor-code', '123456');
    fireEvent.click(screen.getByTestId('two-factor-enable'));
    expect((await screen.findAllByTestId('recovery-code')).map((code) => code.textContent)).toEqual([
      'AAAA-BBBB-CCCC',
    ]);
    expect(api.callsTo('POST /auth/totp/enable')[0]!.body).toEqual({ code: '123456' });
  });

  it('when on, turns off after the password and a code', async () => {
    const api = mockApi({
      ...session,
      'GET /auth/totp': ok({ enabled: true, recoveryCodesLeft: 7, required: false }),
      'POST /auth/totp/disable': ok(null),
    });
    renderInApp(<AccountPage />, '/account');
    await screen.findByTestId('account-summary');
    fireEvent.click(screen.getByTestId('account-two-factor-toggle'));
    expect((await screen.findByTestId('two-factor-status')).textContent).toBe(
      'Two-factor authentication is on. Recovery codes left: 7.',
    );
    type('two-factor-password', 'Secret#2024x');
    type('two-factor-code', '123456');
    fireEvent.click(screen.getByTestId('two-factor-disable'));
    await waitFor(() => expect(api.callsTo('POST /auth/totp/disable')).toHaveLength(1));
    expect(api.callsTo('POST /auth/totp/disable')[0]!.body).toEqual({
      password: 'Secret#2024x',
      code: '123456',
    });
  });

  it('an administrator who must keep it sees why and no off button', async () => {
    mockApi({ ...session, 'GET /auth/totp': ok({ enabled: true, recoveryCodesLeft: 10, required: true }) });
    renderInApp(<AccountPage />, '/account');
    await screen.findByTestId('account-summary');
    fireEvent.click(screen.getByTestId('account-two-factor-toggle'));
    await screen.findByText('Required for administrators: it cannot be turned off.');
    expect(screen.queryByTestId('two-factor-disable')).toBeNull();
    expect(screen.getByTestId('two-factor-new-codes')).toBeTruthy();
  });
});
