import { z } from 'zod';
import { COUNTRIES, GENDERS, PLANS, ROLES, SOURCES } from '../domain/constants';
import { isPhoneWithDialCode } from '../domain/phone';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/language';
import { email } from './common';

const personName = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(100, `${label} is too long (at most 100 characters)`);

export const registrationPhone = z
  .string()
  .trim()
  .refine(isPhoneWithDialCode, 'Phone must be a dial code and digits, like +49 15112345678 (at most 15 digits)');

export const password = z
  .string()
  .min(8, 'Password must have at least 8 characters')
  .max(1024, 'Password is too long');

export const company = z.string().trim().min(1, 'Company is required').max(200, 'Company is too long');

/** An account's language (`me.language`): `en` or `de`. */
export const language = z.enum(LANGUAGES, `Language must be one of: ${LANGUAGES.join(', ')}`);

export const registerRequest = z.object({
  gender: z.enum(GENDERS, 'Gender must be Female, Male or Other'),
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email,
  phone: registrationPhone,
  password,
  company,
  country: z.enum(COUNTRIES, `Country must be one of: ${COUNTRIES.join(', ')}`),
  stay: z.boolean().optional().default(false),
  source: z.enum(SOURCES, `Source must be one of: ${SOURCES.join(', ')}`),
  /** The language the app shows at sign-up; the account keeps it. */
  language: language.optional().default(DEFAULT_LANGUAGE),
});

export const loginRequest = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254, 'Email is too long'),
  password: z.string().min(1, 'Password is required').max(1024, 'Password is too long'),
  stay: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const refreshRequest = z.object({ refresh: z.string().max(512).optional() });
export const logoutRequest = refreshRequest;

export const completeProfileRequest = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  phone: registrationPhone,
  company,
  country: z.enum(COUNTRIES, `Country must be one of: ${COUNTRIES.join(', ')}`),
  stay: z.boolean().optional().default(false),
  source: z.enum(SOURCES, `Source must be one of: ${SOURCES.join(', ')}`).optional(),
  /** A Google sign-up's language: its account was made before the app could say it (docs/accounts.md "Language"). */
  language: language.optional(),
});
export type CompleteProfileRequest = z.input<typeof completeProfileRequest>;

/** A PKCE `S256` challenge: base64url of a SHA-256 digest (RFC 7636). */
const pkceChallenge = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'challenge must be the base64url SHA-256 of a verifier (43 characters)');

/** The query of `GET /api/auth/google`: empty on the web; the desktop app adds its loopback port and challenge. */
export const googleStartQuery = z
  .object({
    desktopPort: z
      .string()
      .regex(/^\d{1,5}$/, 'desktopPort must be a port number from 1024 to 65535')
      .transform(Number)
      .refine((port) => port >= 1024 && port <= 65535, 'desktopPort must be a port number from 1024 to 65535')
      .optional(),
    challenge: pkceChallenge.optional(),
    /** A web sign-in's page to come back to; one that is not a same-site app path is ignored. */
    returnUrl: z.string().max(2048).optional(),
  })
  .refine((q) => (q.desktopPort === undefined) === (q.challenge === undefined), {
    message: 'desktopPort and challenge go together',
    path: ['challenge'],
  });

/** `POST /api/auth/google/desktop`: the loopback code and the verifier of its challenge (RFC 7636: 43-128 characters). */
export const googleDesktopExchangeRequest = z.object({
  code: z.string().min(1, 'code is required').max(256, 'code is too long'),
  verifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'verifier must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~'),
});
export type GoogleDesktopExchangeRequest = z.input<typeof googleDesktopExchangeRequest>;

export const accessAnswer = z.object({
  access: z.string(),
  next: z.string().optional(),
  /** Only for desktop clients (`X-TeamTree-Client: desktop`). */
  refresh: z.string().optional(),
});
export type AccessAnswer = z.infer<typeof accessAnswer>;

export const meAnswer = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  plan: z.enum(PLANS),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** Two-step sign-in is on (kept accounts written before it existed read as off). */
  twoFactor: z.boolean().default(false),
  /** How many unused recovery codes are left while two-step sign-in is on (null while off; kept accounts written before it read as null). */
  recoveryCodesLeft: z.number().int().nonnegative().nullable().default(null),
  /** The account signs in with a password (false: Google only, which proves itself by a fresh Google sign-in). */
  hasPassword: z.boolean().default(true),
  /** The account's language (kept accounts written before it read as English). */
  language: language.default(DEFAULT_LANGUAGE),
});
export type Me = z.infer<typeof meAnswer>;

/** `PUT /api/auth/language`: the account's language from now on. */
export const languageRequest = z.object({ language });
export type LanguageRequest = z.input<typeof languageRequest>;

export const DESKTOP_CLIENT_HEADER = 'X-TeamTree-Client';
export const REFRESH_COOKIE = 'tt_refresh';
