import type { TFunction } from 'i18next';
import type { FieldErrors } from 'react-hook-form';
import { PasswordSchema } from '../../../contracts/auth';
import { EmailSchema } from '../../../contracts/users';
import { ApiError } from '../../api/errors';
import { fieldLabel, serverErrorText } from '../../api/server-messages';

/** The forms' rules (docs/rules.md#registration, docs/rules.md#password-rule), with the contracts' schemas so the
 * browser and the server agree. */
export const isBlank = (value: string | null | undefined): boolean => !value || value.trim() === '';

/** A standard e-mail shape (the server's own check). */
export const isEmail = (value: string): boolean => EmailSchema.safeParse(value).success;

/** At least 8 characters with a lowercase and an uppercase letter, a digit and one of !@#$%^&*. */
export const meetsPasswordRule = (value: string): boolean => PasswordSchema.safeParse(value).success;

/** docs/rules.md#registration: tax id and postcode accept numbers only, so anything else typed is dropped. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/**
 * What to show for a failed call: the server's message when it refused the input (4xx: it names what was wrong),
 * else the form's own error text (a server fault, no answer, an answer that broke its contract).
 */
export function failureMessage(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError && error.status < 500) {
    return serverErrorText(error, t);
  }
  return t(fallbackKey);
}

/**
 * A form's refusal by a contract rule that has no message key of its own (a length bound), worded as the server words
 * the same refusal: the field's label, then the rule (docs/rules.md#status-mapping). The fallback key only answers a
 * refusal that carries no message.
 */
export function ruleRefusalText(t: TFunction, errors: FieldErrors, fallbackKey: string): string {
  for (const [field, error] of Object.entries(errors)) {
    if (typeof error?.message === 'string') {
      return `${fieldLabel(t, field)}: ${error.message}`;
    }
  }
  return t(fallbackKey);
}
