import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { UniqueViolationError } from 'objection';
import type { z } from 'zod';
import type { Language } from '../../shared/i18n/language';
import type { completeProfileRequest, registerRequest } from '../../shared/schemas/auth';
import { conflict } from '../http/errors';
import type { MailRecipient } from '../mail/message';
import { User } from '../models/user';
import { hashPassword } from './passwords';

export const EMAIL_TAKEN = 'An account with this email already exists';

export function findUserByEmail(db: Knex, email: string) {
  return User.query(db).findOne({ email_lower: email.trim().toLowerCase() });
}

export function isUniqueViolation(err: unknown): boolean {
  return err instanceof UniqueViolationError || (err as { code?: string }).code === '23505';
}

/**
 * The global role a new account gets: ADMIN for a verified email listed in ADMIN_EMAILS
 * (already lower case); an unverified email never gets it.
 */
export function initialRole(emailLower: string, emailVerified: boolean, adminEmails: string[]): 'ADMIN' | 'USER' {
  return emailVerified && adminEmails.includes(emailLower) ? 'ADMIN' : 'USER';
}

export async function createAccount(db: Knex, input: z.output<typeof registerRequest>, adminEmails: string[]): Promise<User> {
  const emailLower = input.email.toLowerCase();
  if (await findUserByEmail(db, emailLower)) throw conflict(EMAIL_TAKEN, { code: 'email-taken' });
  const passwordHash = await hashPassword(input.password);
  try {
    return await User.query(db).insertAndFetch({
      id: crypto.randomUUID(),
      email: input.email,
      emailLower,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      gender: input.gender,
      phone: input.phone,
      company: input.company,
      country: input.country,
      source: input.source,
      language: input.language,
      emailVerified: false,
      role: initialRole(emailLower, false, adminEmails),
      plan: 'BASIC',
      profileComplete: true,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN, { code: 'email-taken' });
    throw err;
  }
}

/**
 * ADMIN_EMAILS is applied at every sign-in, verification and password reset: a listed email
 * gets the global role ADMIN once it is verified.
 */
export async function applyAdminEmails(db: Knex, user: User, adminEmails: string[]): Promise<User> {
  if (user.role === 'ADMIN' || !user.emailVerified || !adminEmails.includes(user.emailLower)) return user;
  return user.$query(db).patchAndFetch({ role: 'ADMIN' });
}

export async function completeProfile(db: Knex, user: User, input: z.output<typeof completeProfileRequest>): Promise<void> {
  await user.$query(db).patch({
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    company: input.company,
    country: input.country,
    ...(input.source ? { source: input.source } : {}),
    ...(input.language ? { language: input.language } : {}),
    profileComplete: true,
    updatedAt: new Date(),
  });
}

/** `PUT /api/auth/language`: the account's language from now on (its next mails are written in it). */
export async function setLanguage(db: Knex, user: User, language: Language): Promise<void> {
  await user.$query(db).patch({ language, updatedAt: new Date() });
}

/** Whom a mail to this account goes to: its address and its language (null when it is gone). */
export async function mailRecipientOf(db: Knex, userId: string): Promise<MailRecipient | null> {
  const row: MailRecipient | undefined = await db('users').where({ id: userId }).first('email', 'language');
  return row ?? null;
}
