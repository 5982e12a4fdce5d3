import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/routes';
import { clientConfig, failure, mockApi, ok } from '../../test/api';
import { renderInApp } from '../../test/render';
import { decodeUpToTwice } from './EmailConfirmationPage';

const USER_ID = '7f1c2f7e-2b1a-4d7e-9c55-0b6a8f7f2a11';
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('the e-mail confirmation page', () => {
  it('shows a skeleton, then confirms the link of the path', async () => {
    const api = mockApi({
      'GET /client-config': clientConfig(),
      'POST /auth/email/confirmation': ok(null, 'Email successfully confirmed!'),
    });
    renderInApp(<AppRoutes />, `/email/confirmation/${USER_ID}/tok_en-1`);
    expect(await screen.findByTestId('confirmation-loading')).toBeTruthy();
    await waitFor(() => expect(heading()).toBe('Your e-mail address is confirmed'));
    expect(screen.getByTestId('result-success')).toBeTruthy();
    expect(screen.getByTestId('result-action').getAttribute('href')).toBe('/');
    expect(api.callsTo('POST /auth/email/confirmation').map((call) => call.body)).toEqual([
      { userId: USER_ID, securityToken: 'tok_en-1' },
    ]);
  });

  it('reads userid and a doubly encoded token from the query string', async () => {
    const api = mockApi({ 'POST /auth/email/confirmation': ok(null, 'Email successfully confirmed!') });
    // "a+b/c=" encoded twice; the query string itself undoes one level.
    renderInApp(<AppRoutes />, `/email/confirmation?userid=${USER_ID}&token=a%25252Bb%25252Fc%25253D`);
    await waitFor(() => expect(heading()).toBe('Your e-mail address is confirmed'));
    expect(api.callsTo('POST /auth/email/confirmation')[0]!.body).toEqual({
      userId: USER_ID,
      securityToken: 'a+b/c=',
    });
  });

  it('shows the error picture and the server’s word for a refused link', async () => {
    mockApi({ 'POST /auth/email/confirmation': failure(400, 'URL invalid!') });
    renderInApp(<AppRoutes />, `/email/confirmation?userId=${USER_ID}&token=used`);
    await waitFor(() => expect(heading()).toBe('Your e-mail address could not be confirmed'));
    expect(screen.getByTestId('result-error').textContent).toContain('URL invalid!');
  });

  it('says which part of the link is missing, without a call', () => {
    const api = mockApi({});
    renderInApp(<AppRoutes />, `/email/confirmation?userId=${USER_ID}`);
    expect(heading()).toBe('Invalid confirmation link (missing userId or token)');
    expect(screen.getByTestId('result-error')).toBeTruthy();
    expect(api.callsTo('POST /auth/email/confirmation')).toHaveLength(0);
  });

  it('decodes a token at most twice', () => {
    expect(decodeUpToTwice('abc')).toBe('abc');
    expect(decodeUpToTwice('a%2Bb')).toBe('a+b');
    expect(decodeUpToTwice('a%252Bb')).toBe('a+b');
    expect(decodeUpToTwice('a%25252Bb')).toBe('a%2Bb');
    expect(decodeUpToTwice('100%')).toBe('100%');
  });
});
