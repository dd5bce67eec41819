import type Koa from 'koa';
import type { AccessAnswer } from '../../shared/schemas/auth';
import type { MfaRequiredAnswer } from '../../shared/schemas/two-factor';
import type { AppContext } from '../app-context';
import { tooManyRequests, unauthorized } from '../http/errors';
import { mfaChallenges, type PendingSignIn } from './mfa-challenges';
import { startSession } from './session-issuer';
import { secondStepIsRight, twoFactorEnabled, WRONG_CODE } from './two-factor';

export const SIGN_IN_EXPIRED = 'This sign-in has expired. Please sign in again.';
export const SIGN_IN_EXHAUSTED = 'Too many wrong codes. Please sign in again.';

/**
 * Ends a sign-in whose first step (password, Google) was right: a session at once, or, for an
 * account with two-step sign-in, `{mfaRequired, mfaToken}` and no credential.
 */
export async function finishSignIn(app: AppContext, ctx: Koa.Context, pending: PendingSignIn): Promise<AccessAnswer | MfaRequiredAnswer> {
  if (await twoFactorEnabled(app.db, pending.userId)) return { mfaRequired: true, mfaToken: await mfaChallenges.issue(app.db, pending) };
  return startSession(app, ctx, pending.userId, pending.stay, pending.next ? { next: pending.next } : {}, pending.client);
}

/**
 * The second step (`POST /api/auth/login/2fa`): the attempt is counted against the token
 * first, then the code is checked (under the user's limit of wrong codes); a right one uses the
 * token up and starts the session its sign-in asked for (browser cookie or desktop credential).
 */
export async function completeSecondStep(app: AppContext, ctx: Koa.Context, input: { mfaToken: string; code: string }): Promise<AccessAnswer> {
  const attempt = await mfaChallenges.attempt(app.db, input.mfaToken);
  if (!attempt.ok) throw attempt.reason === 'exhausted' ? tooManyRequests(SIGN_IN_EXHAUSTED) : unauthorized(SIGN_IN_EXPIRED, 'two-step-expired');
  const { pending } = attempt;
  if (!(await secondStepIsRight(app, pending.userId, input.code))) throw unauthorized(WRONG_CODE, 'two-step-code-wrong');
  if (!(await mfaChallenges.complete(app.db, input.mfaToken))) throw unauthorized(SIGN_IN_EXPIRED, 'two-step-expired');
  return startSession(app, ctx, pending.userId, pending.stay, pending.next ? { next: pending.next } : {}, pending.client);
}
