import { AUTH_MESSAGES } from '../../contracts/auth';
import {
  FAN_ERROR_MESSAGE,
  FLOW_COMBINATION_MESSAGE,
  INVALID_FLOW_MESSAGE,
  RECUPERATOR_COIL_ERROR_MESSAGE,
} from '../../contracts/calc';
import { DOCUMENT_MESSAGES } from '../../contracts/documents';
import {
  FLOW_VALUE_ERROR_MESSAGE,
  MANDATORY_FIELDS_MESSAGE,
  TEMPERATURE_ERROR_MESSAGE,
} from '../../contracts/positions';

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
 * it names ('body.flowSupply: Flow must be ...'), or a calculation message before the engine's reason.
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
