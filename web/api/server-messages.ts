import i18n, { type TFunction } from 'i18next';
import { AUTH_MESSAGES } from '../../contracts/auth';
import {
  DOCUMENT_MESSAGES,
  FAN_ERROR_MESSAGE,
  FLOW_COMBINATION_MESSAGE,
  FLOW_VALUE_ERROR_MESSAGE,
  INVALID_FLOW_MESSAGE,
  MANDATORY_FIELDS_MESSAGE,
  RECUPERATOR_COIL_ERROR_MESSAGE,
  TEMPERATURE_ERROR_MESSAGE,
} from '../../contracts/messages';
import { ApiError } from './errors';

/**
 * The server's messages that have a text key (the fixed messages, docs/rules.md#account-messages): the web says them
 * in the interface language. Any other message (a field and its rule) is shown as the server sent it.
 */
const SERVER_MESSAGE_KEYS: Record<string, string> = {
  [AUTH_MESSAGES.wrongCredentials]: 'fallback.wrongCredentials',
  [AUTH_MESSAGES.urlInvalid]: 'fallback.urlInvalid',
  [AUTH_MESSAGES.passwordChanged]: 'fallback.passwordChanged',
  [AUTH_MESSAGES.emailConfirmed]: 'fallback.emailConfirmed',
  [AUTH_MESSAGES.emailNotConfirmed]: 'accounts.serverMessages.emailNotConfirmed',
  [AUTH_MESSAGES.accountDisabled]: 'accounts.serverMessages.accountDisabled',
  [AUTH_MESSAGES.passwordMailSent]: 'accounts.serverMessages.passwordMailSent',
  // The pool's POOL_MANDATORY_MESSAGE is the same text.
  [MANDATORY_FIELDS_MESSAGE]: 'snackbar.mandatoryFields',
  [INVALID_FLOW_MESSAGE]: 'snackbar.invalidFlow',
  [TEMPERATURE_ERROR_MESSAGE]: 'snackbar.temperatureError',
  [FLOW_VALUE_ERROR_MESSAGE]: 'snackbar.flowValError',
  [FLOW_COMBINATION_MESSAGE]: 'snackbar.flowCombinationError',
  [FAN_ERROR_MESSAGE]: 'snackbar.fanError',
  [RECUPERATOR_COIL_ERROR_MESSAGE]: 'snackbar.recuperatorError',
  [DOCUMENT_MESSAGES.documentationError]: 'snackbar.documentationError',
  [DOCUMENT_MESSAGES.fetching3DModel]: 'snackbar.fetching3DModel',
  'Internal server error!': 'fallback.internalServerError',
  'Status code not recognized!': 'fallback.statusNotRecognized',
};

/**
 * A server message in the interface language where it has a key: the whole message, a fixed message after the field
 * it names ('body.flowSupplyM3h: Flow must be ...'), or a calculation message before the engine's reason.
 */
export function localizedServerMessage(t: (key: string) => string, message: string): string {
  const whole = SERVER_MESSAGE_KEYS[message];
  if (whole) {
    return t(whole);
  }
  const [, field, rule] = /^([\w.]+): (.+)$/s.exec(message) ?? [];
  const ruleKey = rule === undefined ? undefined : SERVER_MESSAGE_KEYS[rule];
  if (field && ruleKey) {
    return `${field}: ${t(ruleKey)}`;
  }
  const [, seed, reason] = /^(.+?) (Reason: .+)$/s.exec(message) ?? [];
  const seedKey = seed === undefined ? undefined : SERVER_MESSAGE_KEYS[seed];
  return seedKey && reason ? `${t(seedKey)} ${reason}` : message;
}

/** A request field's label as the forms show it (the last part of the server's path: body.location.lat -> lat). */
const FIELD_LABEL_KEYS: Record<string, string> = {
  email: 'accounts.email',
  password: 'accounts.password',
  oldPassword: 'accounts.reset.oldPassword',
  code: 'accounts.twoFactor.code',
  newPassword: 'accounts.reset.newPassword',
  tin: 'accounts.register.tin',
  companyName: 'accounts.register.companyName',
  streetNumber: 'accounts.register.streetNumber',
  postcode: 'accounts.register.postcode',
  city: 'accounts.register.city',
  country: 'accounts.register.country',
  title: 'accounts.register.title',
  firstName: 'accounts.register.firstName',
  lastName: 'accounts.register.lastName',
  name: 'projects.name',
  customerName: 'projects.customer.name',
  customerEmail: 'projects.customer.email',
  lat: 'projects.location.latitude',
  lng: 'projects.location.longitude',
  elevation: 'projects.location.elevation',
  numOfUnits: 'pool.numOfUnits',
};

/** The label of an API field name, or the name itself where the interface has no label for it. */
export function fieldLabel(t: TFunction, field: string): string {
  const leaf = field.split('.').pop() ?? field;
  const key = FIELD_LABEL_KEYS[leaf];
  return key ? t(key) : leaf;
}

/**
 * A refusal of the server in the interface language: by its message key where it sent one, else its message with
 * the field's API name ("oldPassword: ...") replaced by the field's label.
 */
export function serverErrorText(error: ApiError, t: TFunction = i18n.t): string {
  const label = error.field === undefined ? undefined : fieldLabel(t, error.field);
  if (error.key !== undefined && i18n.exists(`serverErrors.${error.key}`)) {
    return t(`serverErrors.${error.key}`, { ...error.params, field: label ?? '' });
  }
  if (label !== undefined) {
    // The server's messages name the field first ("body.lat: must be ..."); only the name becomes the label.
    return error.message.replace(/^[\w.[\]-]+: /, `${label}: `);
  }
  return localizedServerMessage((key) => t(key), error.message);
}

/** A server refusal's text, or the caller's own text for anything else (no connection, a broken contract). */
export const apiErrorText = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? serverErrorText(error) : fallback;
