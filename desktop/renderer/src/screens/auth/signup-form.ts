import { z } from 'zod';
import { SOURCES, type Country, type Source } from '@shared/domain/constants';
import { completeProfileRequest, registerRequest } from '@shared/schemas/auth';
import { checkedBy, fieldOf, type IssueText } from '../../forms/relabel';
import { COUNTRY_REQUIRED, GENDER_REQUIRED, PASSWORDS_DO_NOT_MATCH, PHONE_REQUIRED, PLEASE_PICK_ONE } from '../../forms/messages';
import { phoneForApi } from '../../lib/phone-input';
import { currentLanguage } from '../../i18n/i18n';
import type { Language } from '../../i18n/language';

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

/** The person fields both forms share. */
type PersonDraft = Pick<ProfileDraft, 'phone' | 'countryCode'>;

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

/** The spec's wording where the form asks for a choice: gender, country and a missing phone. */
const personTexts: IssueText<PersonDraft> = (issue, draft) => {
  const field = fieldOf(issue);
  if (field === 'gender') return GENDER_REQUIRED;
  if (field === 'country') return COUNTRY_REQUIRED;
  if (field === 'phone' && !draft.phone) return PHONE_REQUIRED;
  return undefined;
};

/** The registration's fields from the draft: the phone combined with the dial code. */
const registrationFields = (draft: SignupDraft) => ({ ...draft, email: draft.email.trim(), phone: phoneForApi(draft.countryCode, draft.phone) });

/** Registration payload: the draft fields plus the source, and the language the app shows (API.md, Language). */
export function registrationPayload(draft: SignupDraft, source: Source, language: Language = currentLanguage()) {
  return { ...registrationFields(draft), source, language };
}

const profileFields = (draft: ProfileDraft) => ({
  firstName: draft.firstName,
  lastName: draft.lastName,
  phone: phoneForApi(draft.countryCode, draft.phone),
  company: draft.company,
  country: draft.country as Country,
  stay: draft.stay,
});

export function completeProfilePayload(draft: ProfileDraft, source: Source) {
  return { ...profileFields(draft), source };
}

/** The sign-up form: the registration request's rules (the source comes on the next step), and the passwords twice. */
export const signupForm = z.custom<SignupDraft>().superRefine((draft, ctx) => {
  checkedBy(registerRequest.omit({ source: true }), registrationFields, { text: personTexts })(draft, ctx);
  if (draft.password !== draft.password2) ctx.addIssue({ code: 'custom', path: ['password2'], message: PASSWORDS_DO_NOT_MATCH });
});

/** 'Your last steps': the complete-profile request's rules; every field is required. */
export const profileForm = z
  .custom<ProfileDraft>()
  .superRefine(checkedBy(completeProfileRequest.omit({ source: true }), profileFields, { text: personTexts }));

export interface SourceForm {
  source: string;
}

/** The source step: one of the nine choices ('Please pick one'). */
export const sourceForm = z.custom<SourceForm>().superRefine(checkedBy(registerRequest.pick({ source: true }), (form: SourceForm) => form, { text: () => PLEASE_PICK_ONE }));

export function isSource(value: string): value is Source {
  return (SOURCES as readonly string[]).includes(value);
}
