import { z } from 'zod';
import type { DeleteAccountRequest } from '@shared/schemas/account-deletion';
import { sessionsAnswer } from '@shared/schemas/sessions';
import {
  twoFactorEnableAnswer,
  twoFactorSetupAnswer,
  type TwoFactorDisableRequest,
  type TwoFactorEnableRequest,
  type TwoFactorSetupRequest,
} from '@shared/schemas/two-factor';
import { logout } from './auth';
import { api } from './instance';

const ok = z.object({ ok: z.literal(true) });

/** Your account and your data (API.md additions of 2026-11-27; docs/privacy.md). */
export const accountKeys = { sessions: ['account', 'sessions'] as const };

export const fetchSessions = () => api.get('/auth/sessions', { schema: sessionsAnswer });
export const endSession = (id: string) => api.delete(`/auth/sessions/${encodeURIComponent(id)}`, { schema: ok });

/** 'Sign out everywhere else': ends each listed session but this one (no route of its own). */
export async function endOtherSessions(ids: string[]): Promise<void> {
  for (const id of ids) await endSession(id);
}

export const setUpTwoFactor = (input: TwoFactorSetupRequest) => api.post('/auth/2fa/setup', input, { schema: twoFactorSetupAnswer });
export const enableTwoFactor = (input: TwoFactorEnableRequest) => api.post('/auth/2fa/enable', input, { schema: twoFactorEnableAnswer });
export const disableTwoFactor = (input: TwoFactorDisableRequest) => api.post('/auth/2fa/disable', input, { schema: ok });

/** The export document, as the server wrote it (one JSON text; the file is saved as it came). */
export async function fetchExport(): Promise<unknown> {
  return api.get('/auth/export');
}

/**
 * Deletes the account, then signs out here as logout does: the server ended the session
 * already, and the host forgets what it kept (the desktop app's refresh credential).
 */
export async function deleteAccount(input: DeleteAccountRequest): Promise<void> {
  await api.request('DELETE', '/auth/account', { body: input, schema: ok });
  await logout();
}
