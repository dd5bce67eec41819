import { z } from 'zod';
import type { ChangePasswordRequest, ForgotPasswordRequest, ResetPasswordRequest } from '@shared/schemas/account-links';
import { api } from './instance';

const ok = z.object({ ok: z.literal(true) });

/** Mails the signed-in user a new verification link. */
export async function sendVerificationMail(): Promise<void> {
  await api.post('/auth/verify-email/send', {}, { schema: ok });
}

/** Follows a verification link as the signed-in user (only the account the link was mailed to may). */
export async function verifyEmail(token: string): Promise<void> {
  await api.post('/auth/verify-email', { token }, { schema: ok });
}

export async function forgotPassword(input: ForgotPasswordRequest): Promise<void> {
  await api.post('/auth/password/forgot', input, { schema: ok, auth: false });
}

export async function resetPassword(input: ResetPasswordRequest): Promise<void> {
  await api.post('/auth/password/reset', input, { schema: ok, auth: false });
}

export async function changePassword(input: ChangePasswordRequest): Promise<void> {
  await api.post('/auth/password/change', input, { schema: ok });
}
