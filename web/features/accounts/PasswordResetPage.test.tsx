import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { failure, mockApi, ok } from '../../test/api';
import { notification, type } from '../../test/forms';
import { renderInApp } from '../../test/render';
import { PasswordResetPage } from './PasswordResetPage';

const USER_ID = '7f1c2f7e-2b1a-4d7e-9c55-0b6a8f7f2a11';
const NEW_PASSWORD = 'Renewed#2025y';

function renderPage(kind: 'change' | 'forgot') {
  const base = kind === 'change' ? '/password-reset/reset' : '/forgot-password/reset';
  return renderInApp(
    <Routes>
      <Route path={`${base}/:id/:token`} element={<PasswordResetPage kind={kind} />} />
      <Route path="*" element={null} />
    </Routes>,
    `${base}/${USER_ID}/link-token`,
  );
}

const submit = () => fireEvent.click(screen.getByTestId('reset-submit'));

describe.each([
  ['change', '/auth/password-reset/reset'],
  ['forgot', '/auth/forgot-password/reset'],
] as const)('the %s-password page (docs/rules.md#password-pages)', (kind, path) => {
  const fillOld = () => {
    if (kind === 'change') {
      type('reset-old', 'Secret#2024x');
    }
  };

  it('gives mandatoryFields for an empty new password, and makes no call', async () => {
    const api = mockApi({});
    renderPage(kind);
    fillOld();
    type('reset-confirm', NEW_PASSWORD);
    submit();
    expect(await notification()).toEqual({
      text: 'Fill all required fields before proceeding.',
      type: 'info',
    });
    expect(api.callsTo(`PUT ${path}`)).toHaveLength(0);
  });

  it('gives passwordMatchError on a mismatch and does not send the request (the original did)', async () => {
    const api = mockApi({});
    renderPage(kind);
    fillOld();
    type('reset-new', NEW_PASSWORD);
    type('reset-confirm', 'Renewed#2025z');
    submit();
    expect(await notification()).toEqual({ text: 'Passwords must be the same', type: 'error' });
    expect(api.callsTo(`PUT ${path}`)).toHaveLength(0);
  });

  it('holds the new password to the rule: on leaving the field, and on submit', async () => {
    const api = mockApi({});
    renderPage(kind);
    fillOld();
    type('reset-new', 'renewed2025');
    fireEvent.blur(screen.getByTestId('reset-new'));
    expect(screen.getByText('Password is not valid')).toBeTruthy();
    fireEvent.focus(screen.getByTestId('reset-new'));
    expect(screen.queryByText('Password is not valid')).toBeNull();
    type('reset-confirm', 'renewed2025');
    submit();
    expect(await notification()).toEqual({ text: 'Your password is invalid', type: 'error' });
    expect(api.callsTo(`PUT ${path}`)).toHaveLength(0);
  });

  it('sends the link and the new password, then shows the success view', async () => {
    const api = mockApi({ [`PUT ${path}`]: ok(null, 'Your password is changed!') });
    renderPage(kind);
    fillOld();
    type('reset-new', NEW_PASSWORD);
    type('reset-confirm', NEW_PASSWORD);
    submit();
    const heading = await screen.findByRole('heading', { level: 1, name: /^Success!/ });
    expect(heading.textContent).toBe(
      kind === 'change' ? 'Success! Go back to home page.' : 'Success! Go back to login page.',
    );
    expect(api.callsTo(`PUT ${path}`)[0]!.body).toEqual({
      userId: USER_ID,
      securityToken: 'link-token',
      newPassword: NEW_PASSWORD,
      ...(kind === 'change' ? { oldPassword: 'Secret#2024x' } : {}),
    });
    fireEvent.click(screen.getByTestId('result-action'));
    await waitFor(() =>
      expect(screen.getByTestId('path').textContent).toBe(kind === 'change' ? '/' : '/login'),
    );
  });

  it("shows the server's message when it refuses the link", async () => {
    mockApi({ [`PUT ${path}`]: failure(400, 'URL invalid!') });
    renderPage(kind);
    fillOld();
    type('reset-new', NEW_PASSWORD);
    type('reset-confirm', NEW_PASSWORD);
    submit();
    expect(await notification()).toEqual({ text: 'URL invalid!', type: 'error' });
    expect(screen.queryByTestId('result-success')).toBeNull();
  });
});

describe('the change-password page', () => {
  it('needs the current password too', async () => {
    const api = mockApi({});
    renderPage('change');
    type('reset-new', NEW_PASSWORD);
    type('reset-confirm', NEW_PASSWORD);
    submit();
    expect((await notification()).text).toBe('Fill all required fields before proceeding.');
    expect(api.calls).toHaveLength(0);
  });
});
