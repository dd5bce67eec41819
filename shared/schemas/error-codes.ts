/**
 * The stable `code` every error answer carries beside its English `error` (API.md additions of
 * 2026-12-07, "Errors"). The apps show their own text for a code they know and the server's
 * `error` for one they do not. docs/error-codes.md says what each one means and where it comes
 * from; a new code is added here and there together (tests/unit/shared/schemas/error-codes.test.ts).
 */
export const ERROR_CODES = [
  // By status: what an error answer carries when nothing more specific is said.
  'validation',
  'not-json',
  'unauthorized',
  'forbidden',
  'not-found',
  'method-not-allowed',
  'timeout',
  'conflict',
  'too-large',
  'rate-limited',
  'internal',
  'not-implemented',
  'unavailable',
  // Signing in and the account.
  'invalid-credentials',
  'session-expired',
  'origin-refused',
  'email-taken',
  'password-wrong',
  'no-password',
  'sign-in-again',
  'link-invalid',
  'link-foreign',
  'two-step-code-wrong',
  'two-step-expired',
  'two-step-already-on',
  'two-step-not-on',
  'two-step-not-set-up',
  'google-failed',
  'google-email-unverified',
  'google-unavailable',
  'google-account-taken',
  // Trees and partners.
  'not-member',
  'already-member',
  'request-pending',
  'stale-version',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

/** Whether a value is one of the codes above (an app meeting one it does not know shows `error`). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}
