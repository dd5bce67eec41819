import { COUNTRIES, GENDERS, SOURCES, type Source } from '../../../../../shared/domain/constants';
import { phoneForApi } from '../../lib/phone-input';
import { company as companySchema, password as passwordSchema, registrationPhone } from '../../../../../shared/schemas/auth';
import { email as emailSchema } from '../../../../../shared/schemas/common';

/** The sign-up form, which is also the draft kept in session storage (spec section 3). */
export interface SignupDraft {
  gender: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The national number, digits only. */
  phone: string;
  countryCode: string;
  password: string;
  password2: string;
  company: string;
  country: string;
  stay: boolean;
}

/** 'Your last steps' on the Google path, kept the same way until the source step. */
export interface ProfileDraft {
  firstName: string;
  lastName: string;
  phone: string;
  countryCode: string;
  company: string;
  country: string;
  stay: boolean;
}

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PLEASE_PICK_ONE = 'Please pick one';
export const NO_SIGNUP_DATA = 'No signup data found. Please fill the signup form first.';
export const GENDER_REQUIRED = 'Please choose your gender';
export const PHONE_REQUIRED = 'Please enter your phone number';

export type Errors<T> = Partial<Record<keyof T, string>>;

const filled = (value: string) => value.trim() !== '';

export function passwordsMismatch(form: Pick<SignupDraft, 'password' | 'password2'>): boolean {
  return form.password2 !== '' && form.password !== form.password2;
}

/**
 * Spec section 5: submit stays disabled until firstName, lastName, email, password, repeat
 * password, company and country are filled and the passwords match (gender and phone are
 * checked on submit, not here).
 */
export function canSubmitSignup(form: SignupDraft): boolean {
  const required = [form.firstName, form.lastName, form.email, form.password, form.password2, form.company, form.country];
  return required.every(filled) && form.password === form.password2;
}

function firstIssue(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

/** The errors shown when the sign-up form is submitted (empty when it may go on). */
export function validateSignup(form: SignupDraft): Errors<SignupDraft> {
  const errors: Errors<SignupDraft> = {};
  if (!(GENDERS as readonly string[]).includes(form.gender)) errors.gender = GENDER_REQUIRED;
  if (!filled(form.firstName)) errors.firstName = 'First name is required';
  if (!filled(form.lastName)) errors.lastName = 'Last name is required';
  errors.email = firstIssue(emailSchema.safeParse(form.email));
  if (!form.phone) errors.phone = PHONE_REQUIRED;
  else errors.phone = firstIssue(registrationPhone.safeParse(phoneForApi(form.countryCode, form.phone)));
  errors.password = firstIssue(passwordSchema.safeParse(form.password));
  if (form.password !== form.password2) errors.password2 = PASSWORDS_DO_NOT_MATCH;
  errors.company = firstIssue(companySchema.safeParse(form.company));
  if (!(COUNTRIES as readonly string[]).includes(form.country)) errors.country = 'Please choose your country';
  return clean(errors);
}

/** 'Your last steps': every field is required; the phone carries the dial code. */
export function validateProfile(form: ProfileDraft): Errors<ProfileDraft> {
  const errors: Errors<ProfileDraft> = {};
  if (!filled(form.firstName)) errors.firstName = 'First name is required';
  if (!filled(form.lastName)) errors.lastName = 'Last name is required';
  if (!form.phone) errors.phone = PHONE_REQUIRED;
  else errors.phone = firstIssue(registrationPhone.safeParse(phoneForApi(form.countryCode, form.phone)));
  errors.company = firstIssue(companySchema.safeParse(form.company));
  if (!(COUNTRIES as readonly string[]).includes(form.country)) errors.country = 'Please choose your country';
  return clean(errors);
}

function clean<T>(errors: Errors<T>): Errors<T> {
  for (const key of Object.keys(errors) as Array<keyof T>) if (!errors[key]) delete errors[key];
  return errors;
}

export function isSource(value: string): value is Source {
  return (SOURCES as readonly string[]).includes(value);
}

/** The source step's check: 'Please pick one' first, then a missing draft. */
export function sourceError(source: string, hasDraft: boolean): string | null {
  if (!isSource(source)) return PLEASE_PICK_ONE;
  if (!hasDraft) return NO_SIGNUP_DATA;
  return null;
}

/** Registration payload: the draft fields, phone combined with the dial code, plus the source. */
export function registrationPayload(draft: SignupDraft, source: Source) {
  return { ...draft, email: draft.email.trim(), phone: phoneForApi(draft.countryCode, draft.phone), source };
}

export function completeProfilePayload(draft: ProfileDraft, source: Source) {
  return {
    firstName: draft.firstName,
    lastName: draft.lastName,
    phone: phoneForApi(draft.countryCode, draft.phone),
    company: draft.company,
    country: draft.country as (typeof COUNTRIES)[number],
    stay: draft.stay,
    source,
  };
}
