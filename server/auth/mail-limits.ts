import type { RateRule } from './rate-limit';

/** Limits of the routes that send mail (API.md "Verified email", "Passwords"). */
export const MAIL_LIMITS = {
  /** `POST /api/auth/verify-email/send`: mails per user. */
  verificationMail: { bucket: 'verify-mail', limit: 5, windowMs: 60 * 60_000 },
  /** `POST /api/auth/password/forgot`: requests per email, whether an account has it or not. */
  resetMailPerEmail: { bucket: 'reset-mail', limit: 5, windowMs: 60 * 60_000 },
  /** `POST /api/auth/password/forgot`: requests per client address, valid or not. */
  forgotPerAddress: { bucket: 'forgot-address', limit: 20, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;
