import { z } from 'zod';
import { COUNTRIES, GENDERS, PLANS, ROLES, SOURCES } from '../domain/constants';
import { isPhoneWithDialCode } from '../domain/phone';
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
});
export type RegisterRequest = z.input<typeof registerRequest>;

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
});
export type CompleteProfileRequest = z.input<typeof completeProfileRequest>;

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
});
export type Me = z.infer<typeof meAnswer>;

export const DESKTOP_CLIENT_HEADER = 'X-TeamTree-Client';
export const REFRESH_COOKIE = 'tt_refresh';
