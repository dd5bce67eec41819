import type { Knex } from 'knex';
import type { AppContext } from '../app-context';
import { SIGN_IN_AGAIN_TO_CHANGE } from '../../shared/schemas/two-factor';
import { badRequest, conflict, forbidden, tooManyRequests } from '../http/errors';
import { appPageLink } from '../mail/page-link';
import { twoStepChangedMail } from '../mail/two-step-changed-mail';
import type { User } from '../models/user';
import { confirmIdentity, type IdentityProof } from './confirm-identity';
import { rateLimit, type RateRule } from './rate-limit';
import { recoveryCodes } from './recovery-codes';
import { revokeUserSessions } from './session-revocation';
import { acceptedStep, newTotpSecret, otpauthUrl } from './totp';
import { twoFactorKeyOf, type TwoFactorKey } from './two-factor-key';

export const WRONG_CODE = 'The code is wrong or was already used.';
export const TOO_MANY_WRONG_CODES = 'Too many wrong codes. Please wait 15 minutes and try again.';
export const ALREADY_ON = 'Two-step sign-in is already on.';
export const NOT_SET_UP = 'Set up two-step sign-in first.';
export const NOT_ON = 'Two-step sign-in is not on.';
export { PASSWORD_WRONG } from './confirm-identity';
export const SIGN_IN_AGAIN = 'Sign in with Google again (within the last 10 minutes) to turn off two-step sign-in.';

/** Wrong codes per user, across sign-ins and the account page: each sign-in's token allows 5, this bounds them all. */
export const WRONG_CODES_RULE: RateRule = { bucket: 'second-step-failed', limit: 10, windowMs: 15 * 60_000 };

interface TwoFactorRow {
  secret: string;
  enabled_at: Date | null;
  last_step: string | number | null;
}

const rowOf = (db: Knex, userId: string): Promise<TwoFactorRow | undefined> =>
  db('two_factor').where({ user_id: userId }).first('secret', 'enabled_at', 'last_step');

/**
 * Removes the user's two-step sign-in: secret, recovery codes and pending second steps. For
 * turning it off, and for an account whose email was never verified when its mailbox's owner
 * takes it over (password reset, Google): whoever set it up may not own the address.
 */
export async function forgetTwoFactor(db: Knex, userId: string): Promise<void> {
  await db('mfa_challenges').where({ user_id: userId }).del();
  await db('recovery_codes').where({ user_id: userId }).del();
  await db('two_factor').where({ user_id: userId }).del();
}

/** What the account page shows: whether two-step sign-in is on, and how many unused recovery codes are left (null while off). */
export interface TwoFactorState {
  twoFactor: boolean;
  recoveryCodesLeft: number | null;
}

export async function twoFactorState(db: Knex, userId: string): Promise<TwoFactorState> {
  if (!(await twoFactorEnabled(db, userId))) return { twoFactor: false, recoveryCodesLeft: null };
  return { twoFactor: true, recoveryCodesLeft: await recoveryCodes.left(db, userId) };
}

/** Whether the user signs in with a second step. */
export async function twoFactorEnabled(db: Knex, userId: string): Promise<boolean> {
  return Boolean(await db('two_factor').where({ user_id: userId }).whereNotNull('enabled_at').first('user_id'));
}

/**
 * Whether `code` is a current code of the user's secret that was not used before (its step is
 * then recorded, atomically: of two racing uses of one code, one wins), or, with
 * `recovery`, an unused recovery code (then used up).
 */
async function codeIsRight(db: Knex, key: TwoFactorKey, userId: string, row: TwoFactorRow, code: string, recovery: boolean): Promise<boolean> {
  const secret = key.open(row.secret, userId);
  if (secret === null) throw new Error(`The two-step sign-in secret of user ${userId} does not open with this server's key (TWO_FACTOR_KEY or DATA_DIR/two-factor.key)`);
  const step = await acceptedStep(secret, code, row.last_step === null ? null : Number(row.last_step));
  if (step !== null) {
    const recorded = await db('two_factor')
      .where({ user_id: userId })
      .where((q) => q.whereNull('last_step').orWhere('last_step', '<', step))
      .update({ last_step: step });
    return recorded === 1;
  }
  return recovery && recoveryCodes.use(db, key, userId, code);
}

/**
 * Checks a code under the per-user limit: the attempt is counted before the check, a right
 * code forgets the user's wrong ones. Over the limit: 429, even for a right code.
 */
async function limitedCodeCheck(app: Pick<AppContext, 'db' | 'settings'>, userId: string, row: TwoFactorRow, code: string, recovery: boolean): Promise<boolean> {
  if (!(await rateLimit.take(app.db, WRONG_CODES_RULE, userId))) throw tooManyRequests(TOO_MANY_WRONG_CODES);
  const right = await codeIsRight(app.db, await twoFactorKeyOf(app.settings), userId, row, code, recovery);
  if (right) await rateLimit.reset(app.db, WRONG_CODES_RULE, userId);
  return right;
}

/** A second step of a sign-in: a current code or an unused recovery code of a user with two-step sign-in on. */
export async function secondStepIsRight(app: Pick<AppContext, 'db' | 'settings'>, userId: string, code: string): Promise<boolean> {
  const row = await rowOf(app.db, userId);
  if (!row?.enabled_at) return false;
  return limitedCodeCheck(app, userId, row, code, true);
}

/**
 * Starts (or restarts) setting up: a new secret, not yet asked at sign-in until `enable`. The
 * caller proves the account is theirs first (the password; a Google-only account: a recent
 * sign-in), so a session left open cannot put a second step on someone else's account.
 */
export async function setUpTwoFactor(app: Pick<AppContext, 'db' | 'settings'>, user: User, proof: IdentityProof): Promise<{ secret: string; otpauthUrl: string }> {
  if (await twoFactorEnabled(app.db, user.id)) throw conflict(ALREADY_ON, { code: 'two-step-already-on' });
  await confirmIdentity(app, user, proof, SIGN_IN_AGAIN_TO_CHANGE);
  const key = await twoFactorKeyOf(app.settings);
  const secret = newTotpSecret();
  await app.db('two_factor')
    .insert({ user_id: user.id, secret: key.seal(secret, user.id), enabled_at: null, last_step: null })
    .onConflict('user_id')
    .merge(['secret', 'enabled_at', 'last_step', 'created_at']);
  return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
}

type ChangeContext = Pick<AppContext, 'db' | 'settings' | 'hub' | 'log' | 'mailer' | 'publicUrl'>;

/** Tells the account's address that two-step sign-in was turned on or off (in the background, as every mail). */
function mailTheChange(app: ChangeContext, user: User, change: 'on' | 'off'): void {
  app.mailer.send(twoStepChangedMail(user, change, appPageLink(app, 'account').toString()));
}

export interface EnableRequest extends IdentityProof {
  code: string;
  /** The caller's own session: it stays signed in, every other one of the account ends. */
  sessionId: string;
}

/**
 * Turns it on with a code of the secret being set up, after the caller proved the account is
 * theirs (as for setup); answers the new recovery codes (shown once). Every other session of
 * the account ends (sockets included) and the account's address gets a mail.
 */
export async function enableTwoFactor(app: ChangeContext, user: User, request: EnableRequest): Promise<string[]> {
  const row = await rowOf(app.db, user.id);
  if (!row) throw conflict(NOT_SET_UP, { code: 'two-step-not-set-up' });
  if (row.enabled_at) throw conflict(ALREADY_ON, { code: 'two-step-already-on' });
  await confirmIdentity(app, user, request, SIGN_IN_AGAIN_TO_CHANGE);
  if (!(await limitedCodeCheck(app, user.id, row, request.code, false))) throw badRequest(WRONG_CODE, { code: WRONG_CODE }, 'two-step-code-wrong');
  const key = await twoFactorKeyOf(app.settings);
  const codes = await app.db.transaction(async (trx) => {
    const enabled = await trx('two_factor').where({ user_id: user.id }).whereNull('enabled_at').update({ enabled_at: trx.fn.now() });
    if (enabled !== 1) throw conflict(ALREADY_ON, { code: 'two-step-already-on' });
    return recoveryCodes.replace(trx, key, user.id);
  });
  await revokeUserSessions(app, user.id, { exceptFamilyId: request.sessionId });
  mailTheChange(app, user, 'on');
  return codes;
}

export interface DisableRequest extends IdentityProof {
  code: string;
}

/**
 * Turns it off after checking the password (under the sign-in limits, as a password change
 * does) and a code (a current one or a recovery code); its secret and recovery codes go, and
 * the account's address gets a mail.
 */
export async function disableTwoFactor(app: ChangeContext, user: User, request: DisableRequest): Promise<void> {
  const row = await rowOf(app.db, user.id);
  if (!row?.enabled_at) throw conflict(NOT_ON, { code: 'two-step-not-on' });
  await confirmIdentity(app, user, request, SIGN_IN_AGAIN);
  if (!(await limitedCodeCheck(app, user.id, row, request.code, true))) throw forbidden(WRONG_CODE, 'two-step-code-wrong');
  await app.db.transaction((trx) => forgetTwoFactor(trx, user.id));
  mailTheChange(app, user, 'off');
}
