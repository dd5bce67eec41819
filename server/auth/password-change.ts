import type { AppContext } from '../app-context';
import { forbidden } from '../http/errors';
import type { User } from '../models/user';
import { CURRENT_PASSWORD_WRONG } from '../../shared/schemas/account-links';
import { checkPassword, hashPassword } from './passwords';
import { revokeUserSessions } from './session-revocation';
import { limitedSignIn } from './sign-in-limits';

export const NO_PASSWORD_YET = "Your account signs in with Google and has no password yet. Use 'Forgot password?' on the sign-in page to set one.";

export interface ChangeRequest {
  /** The caller's own session (refresh family): it stays signed in. */
  sessionId: string;
  /** The client address: a wrong current password counts as a failed sign-in of it and of the email. */
  address: string;
  currentPassword: string;
  password: string;
}

/**
 * Changes a signed-in user's password after checking the current one (under the sign-in
 * limits, so a stolen session cannot guess it), and ends every other session of the user.
 */
export async function changePassword(app: AppContext, user: User, change: ChangeRequest): Promise<void> {
  if (!user.passwordHash) throw forbidden(NO_PASSWORD_YET, 'no-password');
  const stored = user.passwordHash;
  const checked = await limitedSignIn(app.db, { email: user.emailLower, address: change.address }, async () =>
    (await checkPassword(stored, change.currentPassword)) ? user : null,
  );
  if (!checked) throw forbidden(CURRENT_PASSWORD_WRONG, 'password-wrong');
  await user.$query(app.db).patch({ passwordHash: await hashPassword(change.password), updatedAt: new Date() });
  await revokeUserSessions(app, user.id, { exceptFamilyId: change.sessionId });
}
