import type { en } from './en';

/** A catalogue key of an error code's text. */
export type ErrorTextKey = `errors.${keyof typeof en.errors}`;

/**
 * The error codes the apps know (API.md, Errors) → their text in the catalogues. A code not listed
 * shows the server's English `error`. When the server's list (shared/schemas/error-codes.ts) is
 * there, this record is checked against it.
 */
const ERROR_TEXT_KEYS: Readonly<Record<string, ErrorTextKey>> = {
  'invalid-credentials': 'errors.invalid-credentials',
  forbidden: 'errors.forbidden',
  'not-found': 'errors.not-found',
  'rate-limited': 'errors.rate-limited',
  validation: 'errors.validation',
  'email-taken': 'errors.email-taken',
  'google-account-taken': 'errors.google-account-taken',
  'google-unavailable': 'errors.google-unavailable',
  'two-step-already-on': 'errors.two-step-already-on',
  'two-step-not-set-up': 'errors.two-step-not-set-up',
  'two-step-not-on': 'errors.two-step-not-on',
  'stale-version': 'errors.stale-version',
  unavailable: 'errors.unavailable',
  'already-member': 'errors.already-member',
  'request-pending': 'errors.request-pending',
};

export const errorKeyOf = (code: string): ErrorTextKey | undefined => (Object.hasOwn(ERROR_TEXT_KEYS, code) ? ERROR_TEXT_KEYS[code] : undefined);
