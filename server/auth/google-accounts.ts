import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { AppContext } from '../app-context';
import { conflict } from '../http/errors';
import { User } from '../models/user';
import { applyAdminEmails, findUserByEmail, initialRole, isUniqueViolation } from './accounts';
import type { OidcIdentity } from './oidc-client';
import { revokeUserSessions } from './session-revocation';
import { forgetTwoFactor } from './two-factor';

export const GOOGLE_ACCOUNT_TAKEN = 'This email address is already linked to another Google account.';

const NAME_MAX = 100;

/** An account found for a Google identity, and whether this sign-in took it over. */
interface Found {
  user: User;
  tookOver: boolean;
}

/**
 * Links the identity to an account with its email. Google verified that email (the callback
 * refuses anything else), so it becomes verified here too. When the account's own email was
 * never verified, whoever set its password may not own the address: the Google sign-in takes
 * the account over and that password is removed, and so is its two-step sign-in (its sessions
 * end in `accountForGoogleIdentity`).
 */
async function attach(db: Knex, user: User, identity: OidcIdentity): Promise<Found> {
  const tookOver = !user.emailVerified;
  const changed = await User.query(db)
    .patch({ googleSub: identity.sub, emailVerified: true, ...(tookOver ? { passwordHash: null } : {}), updatedAt: new Date() })
    .where({ id: user.id, email_verified: user.emailVerified })
    .where((q) => q.whereNull('google_sub').orWhere('google_sub', identity.sub));
  const current = await User.query(db).findById(user.id);
  // A takeover also removes a second step that whoever set the password may have set up.
  if (changed === 1 && tookOver) await forgetTwoFactor(db, user.id);
  if (changed === 1 && current) return { user: current, tookOver };
  // Another sign-in of this same identity got there first (and ended the sessions if needed).
  if (current?.googleSub === identity.sub && current.emailVerified) return { user: current, tookOver: false };
  throw conflict(GOOGLE_ACCOUNT_TAKEN, { code: 'google-account-taken' });
}

/** The account of this Google subject, else the one with its email; null when neither exists. */
async function findExisting(db: Knex, identity: OidcIdentity): Promise<Found | null> {
  const bySubject = await User.query(db).findOne({ google_sub: identity.sub });
  if (bySubject) {
    // Google's email now names another address, or this one is verified already: nothing to change.
    const sameEmail = bySubject.emailLower === identity.email.toLowerCase();
    return bySubject.emailVerified || !sameEmail ? { user: bySubject, tookOver: false } : attach(db, bySubject, identity);
  }
  const byEmail = await findUserByEmail(db, identity.email);
  if (!byEmail) return null;
  if (byEmail.googleSub && byEmail.googleSub !== identity.sub) throw conflict(GOOGLE_ACCOUNT_TAKEN, { code: 'google-account-taken' });
  return attach(db, byEmail, identity);
}

/** A new account for a first Google visit: no password, a verified email, profile to be completed (/auth/signup/extra). */
async function createGoogleAccount(db: Knex, identity: OidcIdentity, adminEmails: string[]): Promise<Found> {
  const emailLower = identity.email.toLowerCase();
  const user = await User.query(db).insertAndFetch({
    id: crypto.randomUUID(),
    email: identity.email,
    emailLower,
    passwordHash: null,
    firstName: identity.givenName.slice(0, NAME_MAX),
    lastName: identity.familyName.slice(0, NAME_MAX),
    googleSub: identity.sub,
    emailVerified: true,
    role: initialRole(emailLower, true, adminEmails),
    plan: 'BASIC',
    profileComplete: false,
  });
  return { user, tookOver: false };
}

async function findOrCreate(db: Knex, identity: OidcIdentity, adminEmails: string[]): Promise<Found> {
  return (await findExisting(db, identity)) ?? createGoogleAccount(db, identity, adminEmails);
}

/**
 * The account of a verified Google identity: found by its subject, else by email (linked, or
 * taken over when the account's email was never verified), else created. A takeover ends every session
 * of the account, sockets included. ADMIN_EMAILS is applied as at every sign-in.
 */
export async function accountForGoogleIdentity(app: Pick<AppContext, 'db' | 'hub' | 'log' | 'settings'>, identity: OidcIdentity): Promise<User> {
  const { adminEmails } = app.settings;
  let found: Found;
  try {
    found = await findOrCreate(app.db, identity, adminEmails);
  } catch (err) {
    // Two first visits at once: the second insert loses the race; the account exists now.
    if (!isUniqueViolation(err)) throw err;
    found = await findOrCreate(app.db, identity, adminEmails);
  }
  if (found.tookOver) await revokeUserSessions(app, found.user.id);
  return applyAdminEmails(app.db, found.user, adminEmails);
}
