import type { Knex } from 'knex';
import type Koa from 'koa';
import type { AppContext } from '../app-context';
import { forbidden } from '../http/errors';
import type { User } from '../models/user';
import { currentSessionId } from './authenticate';
import { checkPassword } from './passwords';
import { limitedSignIn } from './sign-in-limits';

/** 403 for a wrong or missing password where a grave step asks for it again. */
export const PASSWORD_WRONG = 'The password is wrong';

/** An account without a password proves itself by a sign-in this recent. */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

export interface IdentityProof {
  /** Left out by an account without a password (Google only). */
  password?: string;
  /** The client address: a wrong password counts as a failed sign-in of it and of the email. */
  address: string;
  /** When the caller's session signed in. */
  signedInAt: Date;
}

/** When the session (refresh family) signed in. */
export async function sessionSignedInAt(db: Knex, familyId: string): Promise<Date> {
  const session = await db('refresh_families').where({ id: familyId }).first('created_at');
  return new Date(session.created_at);
}

/** The proof a signed-in request brings: the password it sent, its client address and when its session signed in. */
export async function identityProofOf(app: Pick<AppContext, 'db'>, ctx: Koa.Context, password: string | undefined): Promise<IdentityProof> {
  return { password, address: ctx.ip, signedInAt: await sessionSignedInAt(app.db, currentSessionId(ctx)) };
}

/**
 * The caller proves again that the account is theirs before a grave step (turning two-step
 * sign-in off, deleting the account): an account with a password sends it (checked under the
 * sign-in limits, as a password change does, so a stolen session cannot guess it; wrong: 403
 * `The password is wrong`); an account without one must have signed in within the last 10
 * minutes (else 403 `tooLongAgo`).
 */
export async function confirmIdentity(app: Pick<AppContext, 'db'>, user: User, proof: IdentityProof, tooLongAgo: string): Promise<void> {
  if (user.passwordHash) {
    const stored = user.passwordHash;
    const checked = await limitedSignIn(app.db, { email: user.emailLower, address: proof.address }, async () =>
      proof.password !== undefined && (await checkPassword(stored, proof.password)) ? user : null,
    );
    if (!checked) throw forbidden(PASSWORD_WRONG, 'password-wrong');
  } else if (Date.now() - proof.signedInAt.getTime() > RECENT_SIGN_IN_MS) {
    throw forbidden(tooLongAgo, 'sign-in-again');
  }
}
