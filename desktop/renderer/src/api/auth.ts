import { z } from 'zod';
import {
  accessAnswer,
  meAnswer,
  type AccessAnswer,
  type CompleteProfileRequest,
  type LoginRequest,
  type Me,
} from '@shared/schemas/auth';
import { mfaRequiredAnswer, type LoginSecondStepRequest } from '@shared/schemas/two-factor';
import { clearOutbox, useOutbox } from '../outbox/outbox-store';
import { platform } from '../platform';
import type { HttpResult } from '../platform/platform';
import { takeEarlyMe } from './early-tree';
import { ApiError } from './errors';
import { api, session } from './instance';

const okish = z.unknown();

/** Sign-in and registration go through the host (it keeps the refresh credential). */
async function signedIn(result: HttpResult, expected: number, stay: boolean): Promise<AccessAnswer> {
  const body = result.body as Record<string, unknown> | null;
  if (result.status !== expected) throw new ApiError(result.status, body);
  const answer = accessAnswer.safeParse(body);
  if (!answer.success) throw new Error('Unexpected answer from the server');
  session.setAccess(answer.data.access, stay);
  return answer.data;
}

/** A sign-in's outcome: signed in, or the server asks for the code of two-step sign-in first (`secondStep`: its mfaToken). */
export type SignInOutcome = AccessAnswer | { secondStep: string };

export const needsSecondStep = (outcome: SignInOutcome): outcome is { secondStep: string } => 'secondStep' in outcome;

/** The first step of a sign-in: signed in, or `{mfaRequired, mfaToken}` answered for an account with two-step sign-in. */
async function firstStep(result: HttpResult, stay: boolean): Promise<SignInOutcome> {
  const secondStep = mfaRequiredAnswer.safeParse(result.body);
  if (result.status === 200 && secondStep.success) return { secondStep: secondStep.data.mfaToken };
  return signedIn(result, 200, stay);
}

export async function login(input: LoginRequest): Promise<SignInOutcome> {
  return firstStep(await platform().login(input), input.stay ?? true);
}

/** The second step (`POST /api/auth/login/2fa`) through the host, which keeps the refresh credential. */
export async function loginSecondStep(input: LoginSecondStepRequest, stay: boolean): Promise<AccessAnswer> {
  return signedIn(await platform().loginSecondStep(input), 200, stay);
}

/** Registration: the draft fields (phone combined with the dial code) plus the source. */
export async function register(payload: Record<string, unknown>): Promise<AccessAnswer> {
  return signedIn(await platform().register(payload), 201, payload.stay !== false);
}

/** The signed-in user; the first call takes the answer the page's early script asked for, when it can (api/early-tree.ts). */
export async function fetchMe(): Promise<Me> {
  const early = await takeEarlyMe(session.token);
  const answered = early ? meAnswer.safeParse(early.body) : null;
  if (answered?.success) return answered.data;
  return api.get('/auth/me', { schema: meAnswer });
}

export async function completeProfile(input: CompleteProfileRequest): Promise<void> {
  await api.post('/auth/complete-profile', input, { schema: okish });
}

/**
 * Logs out on the server (best effort), then clears the local session (and with it what the
 * device kept: offline/kept-account.ts) and the account's outbox: changes not sent by now leave
 * the device with the user. Only here: a session the server ended keeps its outbox for the next
 * sign-in of that account.
 */
export async function logout(): Promise<void> {
  const outbox = useOutbox.getState().scope;
  try {
    await platform().logout(session.token);
  } finally {
    if (outbox) await clearOutbox(outbox).catch(() => undefined);
    session.clear();
  }
}

export const GOOGLE_SIGN_IN_PATH = '/auth/google';

/**
 * Google sign-in through the host: the desktop app answers the session like a password
 * sign-in; the web leaves the page for Google (answers `null`).
 */
export async function signInWithGoogle(returnUrl?: string | null): Promise<SignInOutcome | null> {
  // The web's round trip comes back to `returnUrl` (the server keeps it with the sign-in); the desktop app goes on by itself.
  const query = returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : '';
  const result = await platform().googleSignIn(`${api.baseUrl}${GOOGLE_SIGN_IN_PATH}${query}`);
  // The desktop's Google session is kept like 'Keep me logged in' (the server issues it with stay).
  if (result) return firstStep(result, true);
  // The web callback sets the refresh cookie: start-up refreshes with it after the round trip.
  session.refreshAtNextStart();
  return null;
}
