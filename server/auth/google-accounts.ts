import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { conflict } from '../http/errors';
import { User } from '../models/user';
import { applyAdminEmails, findUserByEmail, initialRole, isUniqueViolation } from './accounts';
import type { OidcIdentity } from './oidc-client';

export const GOOGLE_ACCOUNT_TAKEN = 'This email address is already linked to another Google account.';

const NAME_MAX = 100;

/** Links the Google identity to an account found by email, unless that account already has another one. */
async function linkByEmail(db: Knex, identity: OidcIdentity): Promise<User | null> {
  const user = await findUserByEmail(db, identity.email);
  if (!user) return null;
  if (user.googleSub && user.googleSub !== identity.sub) throw conflict(GOOGLE_ACCOUNT_TAKEN);
  const linked = await User.query(db)
    .patch({ googleSub: identity.sub, updatedAt: new Date() })
    .where({ id: user.id })
    .whereNull('google_sub');
  if (linked === 1) return user;
  // Another sign-in linked it in the meantime: fine if it was this same identity.
  const current = await User.query(db).findById(user.id);
  if (current?.googleSub === identity.sub) return current;
  throw conflict(GOOGLE_ACCOUNT_TAKEN);
}

/** A new account for a first Google visit: no password, profile to be completed (/auth/signup/extra). */
async function createGoogleAccount(db: Knex, identity: OidcIdentity, adminEmails: string[]): Promise<User> {
  const emailLower = identity.email.toLowerCase();
  return User.query(db).insertAndFetch({
    id: crypto.randomUUID(),
    email: identity.email,
    emailLower,
    passwordHash: null,
    firstName: identity.givenName.slice(0, NAME_MAX),
    lastName: identity.familyName.slice(0, NAME_MAX),
    googleSub: identity.sub,
    role: initialRole(emailLower, adminEmails),
    plan: 'BASIC',
    profileComplete: false,
  });
}

async function findOrCreate(db: Knex, identity: OidcIdentity, adminEmails: string[]): Promise<User> {
  return (
    (await User.query(db).findOne({ google_sub: identity.sub })) ??
    (await linkByEmail(db, identity)) ??
    (await createGoogleAccount(db, identity, adminEmails))
  );
}

/**
 * The account of a verified Google identity: found by its subject, else by email (and linked),
 * else created. ADMIN_EMAILS is applied as at every sign-in.
 */
export async function accountForGoogleIdentity(db: Knex, identity: OidcIdentity, adminEmails: string[]): Promise<User> {
  let user: User;
  try {
    user = await findOrCreate(db, identity, adminEmails);
  } catch (err) {
    // Two first visits at once: the second insert loses the race; the account exists now.
    if (!isUniqueViolation(err)) throw err;
    user = await findOrCreate(db, identity, adminEmails);
  }
  return applyAdminEmails(db, user, adminEmails);
}
