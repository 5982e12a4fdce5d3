import { COUNTRY_CODES } from '../../../contracts/countries';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, mockApi } from '../../test/api';
import { choose, notification, type } from '../../test/forms';
import { renderInApp } from '../../test/render';
import { requiredTextFields } from './register/registration';
import { RegisterPage } from './RegisterPage';

const PASSWORD = 'Secret#2024x';
const MANDATORY = 'Fill all required fields before proceeding.';
const created = {
  status: 201,
  body: { status: 201, message: 'Registration received!', data: null },
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

function fillContactAndLogin(password = PASSWORD, confirm = password) {
  choose('Title', 'Mr');
  type('register-firstName', 'Petar');
  type('register-lastName', 'Petrović');
  type('register-email', 'petar@example.com');
  type('register-password', password);
  type('register-confirmPassword', confirm);
}

/** Ticks the privacy consent the only way there is: through the policy dialog's agree button. */
async function acceptPrivacyPolicy() {
  fireEvent.click(within(screen.getByTestId('register-privacy')).getByRole('checkbox'));
  fireEvent.click(await screen.findByTestId('policy-agree'));
}

function fillIndividual() {
  type('register-city', 'Belgrade');
  choose('Country', 'Serbia');
  fillContactAndLogin();
}

const submit = () => fireEvent.click(screen.getByTestId('register-submit'));

describe('the registration form (docs/rules.md#registration)', () => {
  it('lists the required fields of each kind of registration', () => {
    const base = ['title', 'firstName', 'lastName', 'email', 'password', 'confirmPassword'];
    expect(requiredTextFields({ individual: true, companyAlreadyRegistered: false })).toEqual([
      ...base,
      'city',
      'country',
    ]);
    expect(requiredTextFields({ individual: false, companyAlreadyRegistered: true })).toEqual([
      ...base,
      'tin',
    ]);
    expect(requiredTextFields({ individual: false, companyAlreadyRegistered: false })).toEqual([
      ...base,
      'companyName',
      'tin',
      'streetNumber',
      'postcode',
      'city',
      'country',
    ]);
  });

  it('gives mandatoryFields (info) for an empty form, and makes no call', async () => {
    const api = mockApi({});
    renderInApp(<RegisterPage />, '/register');
    submit();
    expect(await notification()).toEqual({ text: MANDATORY, type: 'info' });
    expect(api.callsTo('POST /auth/register')).toHaveLength(0);
  });

  it.each([
    ['the city', () => type('register-city', '')],
    ['the first name', () => type('register-firstName', ' ')],
    ['the confirmation of the password', () => type('register-confirmPassword', '')],
  ])('gives mandatoryFields for an individual without %s', async (_, unset) => {
    const api = mockApi({});
    renderInApp(<RegisterPage />, '/register');
    fillIndividual();
    await acceptPrivacyPolicy();
    unset();
    submit();
    expect((await notification()).text).toBe(MANDATORY);
    expect(api.callsTo('POST /auth/register')).toHaveLength(0);
  });

  it('gives mandatoryFields without the privacy consent', async () => {
    const api = mockApi({});
    renderInApp(<RegisterPage />, '/register');
    fillIndividual();
    submit();
    expect((await notification()).text).toBe(MANDATORY);
    expect(api.callsTo('POST /auth/register')).toHaveLength(0);
  });

  it('needs a new company’s name, tax id, full address and the registered-company confirmation', async () => {
    const api = mockApi({});
    renderInApp(<RegisterPage />, '/register');
    fireEvent.click(screen.getByTestId('register-company'));
    type('register-companyName', 'Klima d.o.o.');
    type('register-tin', '123456789');
    type('register-city', 'Belgrade');
    choose('Country', 'Serbia');
    fillContactAndLogin();
    await acceptPrivacyPolicy();
    submit(); // no street, no postcode, no confirmation
    expect((await notification()).text).toBe(MANDATORY);
    type('register-streetNumber', 'Bulevar 10');
    type('register-postcode', '11070');
    submit(); // still no confirmation
    await waitFor(async () => expect((await notification()).text).toBe(MANDATORY));
    expect(api.callsTo('POST /auth/register')).toHaveLength(0);
  });

  it('asks only the tax id of an already registered company, and sends no address', async () => {
    const api = mockApi({ 'POST /auth/register': created });
    renderInApp(<RegisterPage />, '/register');
    fireEvent.click(screen.getByTestId('register-company'));
    fireEvent.click(screen.getByRole('checkbox', { name: /already registered/ }));
    expect(screen.queryByTestId('register-companyName')).toBeNull();
    expect(screen.queryByTestId('register-city')).toBeNull();
    type('register-tin', '123456789');
    fillContactAndLogin();
    fireEvent.click(screen.getByRole('checkbox', { name: /registered as a business/ }));
    await acceptPrivacyPolicy();
    submit();
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/checkemail'));
    expect(api.callsTo('POST /auth/register')[0]!.body).toEqual({
      individual: false,
      companyAlreadyRegistered: true,
      tin: '123456789',
      title: 'mr',
      firstName: 'Petar',
      lastName: 'Petrović',
      email: 'petar@example.com',
      password: PASSWORD,
      language: 'en',
      privacyPolicyAccepted: true,
      companyRegistrationConfirmed: true,
    });
  });

  it('accepts digits only in the tax id and the postcode', () => {
    mockApi({});
    renderInApp(<RegisterPage />, '/register');
    fireEvent.click(screen.getByTestId('register-company'));
    type('register-tin', 'RS 1234-56x78');
    type('register-postcode', 'D-11070');
    expect(screen.getByTestId<HTMLInputElement>('register-tin').value).toBe('12345678');
    expect(screen.getByTestId<HTMLInputElement>('register-postcode').value).toBe('11070');
  });

  it('checks the e-mail when the field is left, and clears the message on focus', () => {
    mockApi({});
    renderInApp(<RegisterPage />, '/register');
    const email = screen.getByTestId('register-email');
    type('register-email', 'petar@');
    fireEvent.blur(email);
    expect(screen.getByText('Email is not valid')).toBeTruthy();
    fireEvent.focus(email);
    expect(screen.queryByText('Email is not valid')).toBeNull();
    type('register-email', 'petar@example.com');
    fireEvent.blur(email);
    expect(screen.queryByText('Email is not valid')).toBeNull();
  });

  it.each([
    ['Shor#1a', false], // 7 characters
    ['Short#1a', true],
    ['secret#2024x', false], // no uppercase letter
    ['SECRET#2024X', false], // no lowercase letter: the rule includes it (docs/rules.md#password-rule)
    ['Secret#abcdx', false], // no digit
    ['Secret2024xy', false], // none of !@#$%^&*
    ['Secret#2024x', true],
  ])('checks the password %s against the rule when the field is left', (password, fine) => {
    mockApi({});
    renderInApp(<RegisterPage />, '/register');
    const field = screen.getByTestId<HTMLInputElement>('register-password');
    type('register-password', password);
    fireEvent.blur(field);
    expect(screen.queryByText('Password is not valid') === null).toBe(fine);
    fireEvent.focus(field);
    expect(screen.queryByText('Password is not valid')).toBeNull();
  });

  it('shows the password rule as a tooltip and the password on demand', async () => {
    mockApi({});
    renderInApp(<RegisterPage />, '/register');
    const field = screen.getByTestId<HTMLInputElement>('register-password');
    fireEvent.mouseOver(field);
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'At least 8 characters, with a lowercase letter, an uppercase letter, a digit and one of ! @ # $ % ^ & *',
    );
    expect(field.type).toBe('password');
    fireEvent.click(screen.getByTestId('register-password-visibility'));
    expect(field.type).toBe('text');
  });

  it('refuses an invalid e-mail and a password against the rule on submit', async () => {
    const api = mockApi({});
    renderInApp(<RegisterPage />, '/register');
    fillIndividual();
    await acceptPrivacyPolicy();
    type('register-email', 'petar@example');
    submit();
    expect(await notification()).toEqual({ text: 'Your email is invalid', type: 'error' });
    type('register-email', 'petar@example.com');
    type('register-password', 'weakpassword');
    type('register-confirmPassword', 'weakpassword');
    submit();
    await waitFor(async () => expect((await notification()).text).toBe('Your password is invalid'));
    expect(api.callsTo('POST /auth/register')).toHaveLength(0);
  });

  it('gives passwordMatchError when the confirmation differs, and makes no call', async () => {
    const api = mockApi({});
    renderInApp(<RegisterPage />, '/register');
    type('register-city', 'Belgrade');
    choose('Country', 'Serbia');
    fillContactAndLogin(PASSWORD, 'Secret#2024y');
    await acceptPrivacyPolicy();
    submit();
    expect(await notification()).toEqual({ text: 'Passwords must be the same', type: 'error' });
    expect(api.callsTo('POST /auth/register')).toHaveLength(0);
  });

  it('ticks the privacy consent only through the policy dialog’s agree button', async () => {
    mockApi({});
    renderInApp(<RegisterPage />, '/register');
    const consent = screen.getByRole<HTMLInputElement>('checkbox', { name: /privacy policy/ });
    fireEvent.click(consent);
    expect(consent.checked).toBe(false);
    fireEvent.click(await screen.findByTestId('policy-agree'));
    expect(consent.checked).toBe(true);
    fireEvent.click(consent);
    expect(consent.checked).toBe(false);
  });

  it('registers an individual in the interface language and goes to /checkemail', async () => {
    await i18n.changeLanguage('de');
    const api = mockApi({ 'POST /auth/register': created });
    renderInApp(<RegisterPage />, '/register');
    type('register-city', 'Belgrad');
    choose('Land', 'Serbien');
    choose('Anrede', 'Herr');
    choose('Akademischer Titel', 'Dr.');
    type('register-firstName', 'Petar');
    type('register-lastName', 'Petrović');
    type('register-phoneNumber', '+381 11 123 4567');
    choose('Position', 'Ingenieur/in');
    choose('Tätigkeitsbereich', 'Beratung / Planung');
    type('register-email', 'Petar@Example.com');
    type('register-password', PASSWORD);
    type('register-confirmPassword', PASSWORD);
    await acceptPrivacyPolicy();
    submit();
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/checkemail'));
    expect(api.callsTo('POST /auth/register')[0]!.body).toEqual({
      individual: true,
      companyAlreadyRegistered: false,
      city: 'Belgrad',
      country: 'RS',
      title: 'mr',
      academicTitle: 'dr',
      firstName: 'Petar',
      lastName: 'Petrović',
      phoneNumber: '+381 11 123 4567',
      jobTitle: 'engineer',
      jobField: 'consultingDesigning',
      email: 'petar@example.com',
      password: PASSWORD,
      language: 'de',
      privacyPolicyAccepted: true,
    });
    expect((await notification()).type).toBe('success');
  });

  it("shows the server's message when it refuses the registration, and registerError when it fails", async () => {
    // Without a message key, the field's API name gives way to its label.
    mockApi({
      'POST /auth/register': failure(409, 'email: an account with this address already exists', 'email'),
    });
    renderInApp(<RegisterPage />, '/register');
    fillIndividual();
    await acceptPrivacyPolicy();
    submit();
    expect(await notification()).toEqual({
      text: 'E-mail: an account with this address already exists',
      type: 'error',
    });
    // With a key, the whole message is the interface's own text.
    mockApi({
      'POST /auth/register': failure(
        409,
        'email: an account with this address already exists',
        'email',
        'emailTaken',
      ),
    });
    submit();
    await waitFor(async () =>
      expect((await notification()).text).toBe('An account with this e-mail address already exists.'),
    );
    mockApi({ 'POST /auth/register': failure(500, 'Internal server error!') });
    submit();
    await waitFor(async () =>
      expect((await notification()).text).toBe('There was an error creating a new profile'),
    );
    expect(screen.getByTestId('path').textContent).toBe('/register');
  });

  it('names the countries in the interface language, sorted', async () => {
    await i18n.changeLanguage('sr');
    mockApi({});
    renderInApp(<RegisterPage />, '/register');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Država/ }));
    const names = screen.getAllByRole('option').map((option) => option.textContent ?? '');
    expect(names).toHaveLength(COUNTRY_CODES.length);
    expect(names).toContain('Srbija');
    expect(names).toContain('Nemačka');
    expect([...names].sort(new Intl.Collator('sr-Latn').compare)).toEqual(names);
  });
});
