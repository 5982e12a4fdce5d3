import { fireEvent, screen } from '@testing-library/react';
import i18n from 'i18next';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/api';
import { renderInApp } from '../../test/render';
import { PasswordField } from './PasswordField';

/** Issue 28 (ASVS 2.1.8): the strength meter under a new password, asked of the server once typing pauses. */
afterEach(() => {
  vi.restoreAllMocks();
  void i18n.changeLanguage('en');
});

function NewPassword() {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      label="Password"
      value={value}
      onChange={setValue}
      autoComplete="new-password"
      testId="new-password"
      strength={{ userInputs: ['ana@example.com', 'Ana', ''] }}
    />
  );
}

describe('the password strength meter', () => {
  it('shows the server’s verdict for what was typed, with the account’s words, in the user’s language', async () => {
    const api = mockApi({
      'POST /auth/password-strength': (call) =>
        ok(
          (call.body as { password: string }).password === 'Password1!'
            ? { score: 1, enough: false }
            : { score: 4, enough: true },
        ),
    });
    renderInApp(<NewPassword />);
    fireEvent.change(screen.getByTestId('new-password'), { target: { value: 'Password1!' } });
    expect(await screen.findByText(/Password strength: Weak – too easy to guess/)).toBeTruthy();
    expect(screen.getByTestId('password-strength').dataset.score).toBe('1');
    // Asked once for the paused value, with the account's non-empty words.
    expect(api.callsTo('POST /auth/password-strength').map((call) => call.body)).toEqual([
      { password: 'Password1!', userInputs: ['ana@example.com', 'Ana'] },
    ]);

    await i18n.changeLanguage('de');
    fireEvent.change(screen.getByTestId('new-password'), {
      target: { value: 'Ab1!correct horse battery staple' },
    });
    // The old verdict goes at once: it no longer describes what is typed.
    expect(screen.queryByTestId('password-strength')).toBeNull();
    expect(await screen.findByText('Passwortstärke: Sehr stark')).toBeTruthy();

    fireEvent.change(screen.getByTestId('new-password'), { target: { value: '' } });
    expect(screen.queryByTestId('password-strength')).toBeNull();
  });
});
