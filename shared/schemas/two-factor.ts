import { z } from 'zod';
import { accessAnswer } from './auth';

/**
 * A code of the second step: the 6 digits of an authenticator app, or a recovery code
 * (`xxxxx-xxxxx`; case, spaces and dashes do not matter).
 */
export const secondStepCode = z.string().trim().min(1, 'Code is required').max(64, 'Code is too long');

/** `POST /api/auth/2fa/setup` answers the new secret and its address for an authenticator app (the client draws the QR code). */
export const twoFactorSetupAnswer = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetupAnswer = z.infer<typeof twoFactorSetupAnswer>;

/** The account's password where a change of two-step sign-in asks for it (left out by a Google-only account, which must have signed in recently). */
const confirmingPassword = z.string().max(1024, 'Password is too long').optional();

/** `POST /api/auth/2fa/setup {password}`. */
export const twoFactorSetupRequest = z.object({ password: confirmingPassword });
export type TwoFactorSetupRequest = z.input<typeof twoFactorSetupRequest>;

/** `POST /api/auth/2fa/enable {code, password}`. */
export const twoFactorEnableRequest = z.object({
  code: z.string().trim().regex(/^\d{6}$/, 'Code must be the 6 digits your authenticator app shows'),
  password: confirmingPassword,
});
export type TwoFactorEnableRequest = z.input<typeof twoFactorEnableRequest>;

/** 403 to a Google-only account whose last sign-in is older than 10 minutes, on setup and enable (API.md additions of 2026-12-07). */
export const SIGN_IN_AGAIN_TO_CHANGE = 'Sign in again to change two-step sign-in.';

/** The recovery codes, shown once: each works once in place of a code. */
export const twoFactorEnableAnswer = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoFactorEnableAnswer = z.infer<typeof twoFactorEnableAnswer>;

/** Turning it off: the password (left out by an account without one, which must have signed in recently) and a code. */
export const twoFactorDisableRequest = z.object({
  password: confirmingPassword,
  code: secondStepCode,
});
export type TwoFactorDisableRequest = z.input<typeof twoFactorDisableRequest>;

/** What `login` (and the desktop Google exchange) answers for an account with two-step sign-in: no credential yet. */
export const mfaRequiredAnswer = z.object({ mfaRequired: z.literal(true), mfaToken: z.string() });
export type MfaRequiredAnswer = z.infer<typeof mfaRequiredAnswer>;

/** `POST /api/auth/login/2fa`: the sign-in's token and a current code or an unused recovery code. */
export const loginSecondStepRequest = z.object({
  mfaToken: z.string().min(1, 'mfaToken is required').max(128, 'mfaToken is too long'),
  code: secondStepCode,
});
export type LoginSecondStepRequest = z.input<typeof loginSecondStepRequest>;

/** A sign-in's answer: the usual access answer, or the request for the second step. */
export const signInAnswer = z.union([mfaRequiredAnswer, accessAnswer]);
export type SignInAnswer = z.infer<typeof signInAnswer>;
