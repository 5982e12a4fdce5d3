import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as de from '@zxcvbn-ts/language-de';
import * as en from '@zxcvbn-ts/language-en';
import type { PasswordStrength } from '../../contracts/auth';
import { badRequest } from '../errors';

/**
 * Issue 28 (ASVS 4.0.3 2.1.7): on top of the password rule (contracts/auth.ts), a new password must not be easy to
 * guess: zxcvbn's estimate with its offline common, English and German dictionaries (Serbian has none: common and
 * English cover its passwords' usual words and patterns), and the account's own name and address as words an
 * attacker would try. Score 3 of 4 ("safely unguessable: moderate protection from offline slow-hash scenario",
 * about 10^8 guesses) is the least taken. Every character counts, up to the rule's 128.
 */
let estimator: ZxcvbnFactory | undefined;
/**
 * The estimator, made at its first use: ranking its dictionaries took ~0.2 s of CPU, a tenth of a start (issue 29). The
 * server makes it a second after it listens (warmPasswordStrength), off the path to healthy.
 */
function estimatorOf(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...de.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
    maxLength: 128,
  });
  return estimator;
}

/** Makes the estimator now, so the first strength check after a start is as quick as later ones. */
export function warmPasswordStrength(): void {
  estimatorOf();
}

export const MIN_PASSWORD_SCORE = 3;

/** How guessable `password` is for an account with `userInputs` (the meter's answer and the save's check). */
export function passwordStrength(password: string, userInputs: string[]): PasswordStrength {
  const words = userInputs
    .flatMap((input) => input.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((w) => w.length > 2);
  const { score } = estimatorOf().check(password, words);
  return { score, enough: score >= MIN_PASSWORD_SCORE };
}

/** Throws a 400 naming `field` when `password` is too easy to guess for an account with `userInputs`. */
export function requireStrongPassword(field: string, password: string, userInputs: string[]): void {
  if (!passwordStrength(password, userInputs).enough) {
    throw badRequest(
      field,
      'is too easy to guess: use a longer password, or several unrelated words, not your name or address',
      'passwordWeak',
    );
  }
}
