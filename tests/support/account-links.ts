import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { ApiClient } from './http';
import { linkIn, type ReceivedMail } from './mailbox';

export const LINK_REFUSED = { error: 'This link is invalid or has expired.', code: 'link-invalid' };
export const VERIFY_SUBJECT = /Confirm your email/;
export const RESET_SUBJECT = /Reset your TeamTree password/;

/** The token of a verification mail's link (`PUBLIC_URL/auth/verify-email?token=`). */
export async function verificationToken(mail: Promise<ReceivedMail>, baseUrl: string): Promise<string> {
  return linkIn(await mail, `${baseUrl}/auth/verify-email?token=`).searchParams.get('token')!;
}

/** The token of a reset mail's link (`PUBLIC_URL/auth/reset-password?token=`). */
export async function resetToken(mail: Promise<ReceivedMail>, baseUrl: string): Promise<string> {
  return linkIn(await mail, `${baseUrl}/auth/reset-password?token=`).searchParams.get('token')!;
}

/** Moves a user's mailed-link tokens `ms` into the past (created and expiring that much earlier). */
export async function ageAccountTokens(db: Knex, userId: string, ms: number): Promise<void> {
  const interval = `${Math.round(ms / 1000)} seconds`;
  await db('account_tokens')
    .where({ user_id: userId })
    .update({
      created_at: db.raw('created_at - ?::interval', [interval]),
      expires_at: db.raw('expires_at - ?::interval', [interval]),
    });
}

export async function emailVerified(api: ApiClient, access: string): Promise<boolean> {
  return (await api.get('/api/auth/me', { token: access })).body.emailVerified;
}

/**
 * Stores a live token of a mailed link for a user straight in the database (as the server
 * does: only its SHA-256 hash), for tests that need a working link without reading a mail.
 */
export async function storeAccountToken(db: Knex, userId: string, purpose: 'verify' | 'reset'): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db('account_tokens').insert({
    token_hash: crypto.createHash('sha256').update(token).digest('hex'),
    user_id: userId,
    purpose,
    expires_at: new Date(Date.now() + 3600_000),
  });
  return token;
}
