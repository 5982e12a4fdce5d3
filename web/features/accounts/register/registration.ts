import { z } from 'zod';
import type { FieldErrors } from 'react-hook-form';
import { RegisterRequest, type RegisterInput } from '../../../../contracts/auth';
import { currentLanguage } from '../../../app/i18n';
import { isBlank } from '../validation';

/** The registration form as typed; '' is an unchosen list value. The confirmation stays in the form
 * (docs/rules.md#registration). */
export interface RegistrationValues {
  individual: boolean;
  companyAlreadyRegistered: boolean;
  companyName: string;
  tin: string;
  streetNumber: string;
  postcode: string;
  city: string;
  country: string;
  title: string;
  academicTitle: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  jobTitle: string;
  jobField: string;
  email: string;
  password: string;
  confirmPassword: string;
  companyRegistrationConfirmed: boolean;
  privacyPolicyAccepted: boolean;
}

export type TextKey = {
  [K in keyof RegistrationValues]: RegistrationValues[K] extends string ? K : never;
}[keyof RegistrationValues];

export const EMPTY_REGISTRATION: RegistrationValues = {
  individual: true,
  companyAlreadyRegistered: false,
  companyName: '',
  tin: '',
  streetNumber: '',
  postcode: '',
  city: '',
  country: '',
  title: '',
  academicTitle: '',
  firstName: '',
  lastName: '',
  phoneNumber: '',
  jobTitle: '',
  jobField: '',
  email: '',
  password: '',
  confirmPassword: '',
  companyRegistrationConfirmed: false,
  privacyPolicyAccepted: false,
};

/** Which text fields the chosen kind of registration needs (docs/rules.md#registration). */
export function requiredTextFields(
  values: Pick<RegistrationValues, 'individual' | 'companyAlreadyRegistered'>,
): TextKey[] {
  const always: TextKey[] = ['title', 'firstName', 'lastName', 'email', 'password', 'confirmPassword'];
  if (values.individual) {
    return [...always, 'city', 'country'];
  }
  if (values.companyAlreadyRegistered) {
    return [...always, 'tin'];
  }
  return [...always, 'companyName', 'tin', 'streetNumber', 'postcode', 'city', 'country'];
}

/** Whether a required field or consent is missing: mandatoryFields (docs/rules.md#registration). */
function missesRequired(values: RegistrationValues): boolean {
  return (
    requiredTextFields(values).some((key) => isBlank(values[key])) ||
    !values.privacyPolicyAccepted ||
    (!values.individual && !values.companyRegistrationConfirmed)
  );
}

/**
 * `POST /auth/register`'s body before the contract's parse: only the fields of the chosen kind (nothing of an
 * address when joining a registered company), empty choices left out, the language of the interface.
 */
function registrationPayload(values: RegistrationValues) {
  const company = !values.individual;
  const joinsCompany = company && values.companyAlreadyRegistered;
  const given = (value: string) => (isBlank(value) ? undefined : value);
  return {
    individual: values.individual,
    companyAlreadyRegistered: joinsCompany,
    tin: company ? given(values.tin) : undefined,
    companyName: company && !joinsCompany ? given(values.companyName) : undefined,
    streetNumber: joinsCompany ? undefined : given(values.streetNumber),
    postcode: joinsCompany ? undefined : given(values.postcode),
    city: joinsCompany ? undefined : given(values.city),
    country: joinsCompany ? undefined : given(values.country),
    title: given(values.title),
    academicTitle: given(values.academicTitle),
    firstName: values.firstName,
    lastName: values.lastName,
    phoneNumber: given(values.phoneNumber),
    jobTitle: given(values.jobTitle),
    jobField: given(values.jobField),
    email: values.email,
    password: values.password,
    language: currentLanguage(),
    privacyPolicyAccepted: values.privacyPolicyAccepted,
    companyRegistrationConfirmed: company ? values.companyRegistrationConfirmed : undefined,
  };
}

/**
 * The registration form's schema: the form's values become `POST /auth/register`'s body, which the contract's
 * RegisterRequest checks (the server applies the same schema), and the confirmation, which stays in the form, must
 * repeat the password. The repetition is checked whatever else is refused, so the refusal can name the first problem
 * in the form's order; what the submit handler receives is the body the contract parsed.
 */
export const registrationFormSchema = z
  .custom<RegistrationValues>()
  .transform((values): unknown => ({
    ...registrationPayload(values),
    confirmPassword: values.confirmPassword,
  }))
  .pipe(
    RegisterRequest.safeExtend({ confirmPassword: z.string() }).refine(
      (input) => input.password === input.confirmPassword,
      { path: ['confirmPassword'], message: 'must repeat the password', when: () => true },
    ),
  )
  .transform(({ confirmPassword: _confirmation, ...request }): RegisterInput => request);

/**
 * The message of a refused registration (docs/rules.md#registration): a missing value or consent is mandatoryFields
 * (info) before anything else; then an invalid e-mail, a password against the rule and a confirmation that differs,
 * each its own error; any other refusal of the contract (a length, a list value) is mandatoryFields too.
 */
export function registrationRefusal(values: RegistrationValues, errors: FieldErrors<RegistrationValues>) {
  if (missesRequired(values)) {
    return { type: 'info', key: 'snackbar.mandatoryFields' } as const;
  }
  if (errors.email) {
    return { type: 'error', key: 'snackbar.invalidEmail' } as const;
  }
  if (errors.password) {
    return { type: 'error', key: 'snackbar.invalidPassword' } as const;
  }
  if (errors.confirmPassword) {
    return { type: 'error', key: 'snackbar.passwordMatchError' } as const;
  }
  return { type: 'info', key: 'snackbar.mandatoryFields' } as const;
}
