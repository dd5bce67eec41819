import { z } from 'zod';
import {
  accessAnswer,
  meAnswer,
  type AccessAnswer,
  type CompleteProfileRequest,
  type LoginRequest,
  type Me,
} from '../../../../shared/schemas/auth';
import { platform } from '../platform';
import { api, session } from './instance';

const okish = z.unknown();

async function signedIn(answer: AccessAnswer): Promise<AccessAnswer> {
  await platform().keepRefresh(answer);
  session.setAccess(answer.access);
  return answer;
}

export async function login(input: LoginRequest): Promise<AccessAnswer> {
  const answer = await api.post('/auth/login', input, { auth: false, schema: accessAnswer, headers: platform().authHeaders() });
  return signedIn(answer);
}

/** Registration: the draft fields (phone combined with the dial code) plus the source. */
export async function register(payload: Record<string, unknown>): Promise<AccessAnswer> {
  const answer = await api.post('/auth/register', payload, { auth: false, schema: accessAnswer, headers: platform().authHeaders() });
  return signedIn(answer);
}

export function fetchMe(): Promise<Me> {
  return api.get('/auth/me', { schema: meAnswer });
}

export async function completeProfile(input: CompleteProfileRequest): Promise<void> {
  await api.post('/auth/complete-profile', input, { schema: okish });
}

/** Logs out on the server (best effort), then clears the local session. */
export async function logout(): Promise<void> {
  try {
    await api.post('/auth/logout', await platform().refreshBody(), { headers: platform().authHeaders() });
  } catch {
    // the local session ends anyway
  } finally {
    session.clear();
  }
}

export const GOOGLE_SIGN_IN_PATH = '/auth/google';
