import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as de from '@zxcvbn-ts/language-de';
import * as en from '@zxcvbn-ts/language-en';
import { badRequest } from '../errors';

/**
 * Issue 28 (ASVS 4.0.3 2.1.7): on top of the password rule (contracts/auth.ts), a new password must not be easy to
 * guess: zxcvbn's estimate with its offline common, English and German dictionaries (Serbian has none: common and
 * English cover its passwords' usual words and patterns), and the account's own name and address as words an
 * attacker would try. Score 3 of 4 ("safely unguessable: moderate protection from offline slow-hash scenario",
 * about 10^8 guesses) is the least taken. Every character counts, up to the rule's 128.
 */
const estimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary, ...de.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
  maxLength: 128,
});

export const MIN_PASSWORD_SCORE = 3;

/** Throws a 400 naming `field` when `password` is too easy to guess for an account with `userInputs`. */
export function requireStrongPassword(field: string, password: string, userInputs: string[]): void {
  const words = userInputs
    .flatMap((input) => input.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((w) => w.length > 2);
  if (estimator.check(password, words).score < MIN_PASSWORD_SCORE) {
    throw badRequest(
      field,
      'is too easy to guess: use a longer password, or several unrelated words, not your name or address',
      'passwordWeak',
    );
  }
}
