import type { AppContext } from '../app-context';
import { forbidden } from '../http/errors';
import type { User } from '../models/user';
import { CURRENT_PASSWORD_WRONG } from '../../shared/schemas/account-links';
import { checkPassword, hashPassword } from './passwords';
import { revokeUserSessions } from './session-revocation';

export const NO_PASSWORD_YET = "Your account signs in with Google and has no password yet. Use 'Forgot password?' on the sign-in page to set one.";

/**
 * Changes a signed-in user's password after checking the current one, and ends every other
 * session of the user (the caller's own session, `sessionId`, stays signed in).
 */
export async function changePassword(app: AppContext, user: User, sessionId: string, currentPassword: string, password: string): Promise<void> {
  if (!user.passwordHash) throw forbidden(NO_PASSWORD_YET);
  if (!(await checkPassword(user.passwordHash, currentPassword))) throw forbidden(CURRENT_PASSWORD_WRONG);
  await user.$query(app.db).patch({ passwordHash: await hashPassword(password), updatedAt: new Date() });
  await revokeUserSessions(app, user.id, { exceptFamilyId: sessionId });
}
