import { z } from 'zod';
import { changePasswordRequest, forgotPasswordRequest } from '@shared/schemas/account-links';
import { password } from '@shared/schemas/auth';
import { PASSWORD_AGAIN, PASSWORDS_DIFFER } from '../forms/messages';


const confirmed = <T extends { password: string; confirm: string }>(form: T) => form.password === form.confirm;

/** The reset page: a new password, typed twice. */
export const newPasswordForm = z
  .object({ password, confirm: z.string().min(1, PASSWORD_AGAIN) })
  .refine(confirmed, { path: ['confirm'], message: PASSWORDS_DIFFER });
export type NewPasswordForm = z.infer<typeof newPasswordForm>;

/** The 'Change password' dialog: the current password and the new one, typed twice. */
export const changePasswordForm = changePasswordRequest
  .extend({ confirm: z.string().min(1, PASSWORD_AGAIN) })
  .refine(confirmed, { path: ['confirm'], message: PASSWORDS_DIFFER });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/** The 'Forgot password?' page: the request itself. */
export const forgotPasswordForm = forgotPasswordRequest;
export type ForgotPasswordForm = z.infer<typeof forgotPasswordForm>;
