import { z } from 'zod';
import { password } from './auth';
import { email } from './common';

/** A token from a mailed link (`?token=`), as the pages post it back. */
const linkToken = z.string().trim().min(1, 'token is required').max(512, 'token is too long');

/** `POST /api/auth/verify-email`. */
export const verifyEmailRequest = z.object({ token: linkToken });
export type VerifyEmailRequest = z.input<typeof verifyEmailRequest>;

/** `POST /api/auth/password/forgot`. */
export const forgotPasswordRequest = z.object({ email });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

/** `POST /api/auth/password/reset`. */
export const resetPasswordRequest = z.object({ token: linkToken, password });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

/** `POST /api/auth/password/change`. */
export const changePasswordRequest = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(1024, 'Password is too long'),
  password,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

/** What a page tells the user when a mailed link does not work (400 of verify-email and password/reset). */
export const LINK_REFUSED = 'This link is invalid or has expired.';
/** 401 of verify-email without a session: only the account's own session confirms its address. */
export const SIGN_IN_TO_VERIFY = 'Sign in to confirm your email address.';
/** 403 of verify-email signed in to another account than the link's. */
export const FOREIGN_VERIFY_LINK = 'This link belongs to another account. Sign in as its owner to confirm it.';
export const CURRENT_PASSWORD_WRONG = 'The current password is wrong';
