import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { COUNTRY_REQUIRED, GENDER_REQUIRED, PASSWORDS_DO_NOT_MATCH, PHONE_REQUIRED, PLEASE_PICK_ONE } from '../../../../desktop/renderer/src/forms/messages';
import { firstMessages } from '../../../../desktop/renderer/src/forms/relabel';
import {
  canSubmitSignup,
  completeProfilePayload,
  passwordsMismatch,
  profileForm,
  registrationPayload,
  signupForm,
  sourceForm,
  type SignupDraft,
} from '../../../../desktop/renderer/src/screens/auth/signup-form';

/** What the form shows: the first message per field (empty when it may be submitted). */
const errorsOf = <T>(schema: z.ZodType<T>, values: T) => firstMessages(schema.safeParse(values).error);
const validateSignup = (values: SignupDraft) => errorsOf(signupForm, values);

const valid: SignupDraft = {
  gender: 'Female',
  firstName: 'Erika',
  lastName: 'Muster',
  email: 'erika@example.com',
  phone: '015112345678',
  countryCode: '+49',
  password: 'correct horse',
  password2: 'correct horse',
  company: 'Acme',
  country: 'Germany',
  stay: true,
};

describe('sign-up enabling condition (spec section 5)', () => {
  it('is on when the seven fields are filled and the passwords match, whatever gender and phone', () => {
    expect(canSubmitSignup(valid)).toBe(true);
    expect(canSubmitSignup({ ...valid, gender: '', phone: '' })).toBe(true);
  });

  it.each(['firstName', 'lastName', 'email', 'password', 'password2', 'company', 'country'] as const)('is off while %s is empty', (field) => {
    expect(canSubmitSignup({ ...valid, [field]: '' })).toBe(false);
    expect(canSubmitSignup({ ...valid, [field]: '   ' })).toBe(false);
  });

  it('is off while the passwords differ', () => {
    expect(canSubmitSignup({ ...valid, password2: 'correct horsE' })).toBe(false);
  });
});

describe('sign-up validation', () => {
  it("shows 'Passwords do not match' only once something was repeated", () => {
    expect(passwordsMismatch({ password: 'abc', password2: '' })).toBe(false);
    expect(passwordsMismatch({ password: 'abc', password2: 'abd' })).toBe(true);
    expect(validateSignup({ ...valid, password2: 'other one' }).password2).toBe(PASSWORDS_DO_NOT_MATCH);
  });

  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toEqual({});
  });

  it('requires gender and phone on submit, and checks email, password length and phone digits with the shared schemas', () => {
    const errors = validateSignup({ ...valid, gender: '', phone: '', email: 'nope', password: 'short', password2: 'short' });
    expect(errors.gender).toBe(GENDER_REQUIRED);
    expect(errors.phone).toBe(PHONE_REQUIRED);
    expect(errors.email).toBe('Please enter a valid email address (name@domain.tld)');
    expect(errors.password).toBe('Password must have at least 8 characters');
    expect(validateSignup({ ...valid, phone: '1234567890123456' }).phone).toMatch(/at most 15 digits/);
  });

  it("words the shared schema's refusals of a choice the spec's way, keeps its other texts", () => {
    const errors = validateSignup({ ...valid, country: '', firstName: ' ', company: 'x'.repeat(201) });
    expect(errors.country).toBe(COUNTRY_REQUIRED);
    expect(errors.firstName).toBe('First name is required');
    expect(errors.company).toBe('Company is too long');
  });

  it("'Your last steps' requires every field", () => {
    const errors = errorsOf(profileForm, { firstName: '', lastName: 'X', phone: '', countryCode: '+49', company: '', country: '', stay: false });
    expect(Object.keys(errors).sort()).toEqual(['company', 'country', 'firstName', 'phone']);
    expect(errors.phone).toBe(PHONE_REQUIRED);
    expect(errorsOf(profileForm, { firstName: 'A', lastName: 'B', phone: '15112345678', countryCode: '+49', company: 'C', country: 'Spain', stay: true })).toEqual({});
  });
});

describe('source step', () => {
  it("answers 'Please pick one' unless one of the nine choices is picked", () => {
    expect(errorsOf(sourceForm, { source: '' }).source).toBe(PLEASE_PICK_ONE);
    expect(errorsOf(sourceForm, { source: 'Something else' }).source).toBe(PLEASE_PICK_ONE);
    expect(errorsOf(sourceForm, { source: 'X (Twitter)' })).toEqual({});
  });

  it('combines the dial code and the phone in the registration payload and adds the source', () => {
    expect(registrationPayload({ ...valid, email: ' erika@example.com ' }, 'Event')).toMatchObject({
      phone: '+49 15112345678',
      countryCode: '+49',
      password2: 'correct horse',
      email: 'erika@example.com',
      source: 'Event',
    });
    expect(completeProfilePayload({ firstName: 'A', lastName: 'B', phone: '7700900123', countryCode: '+44', company: 'C', country: 'Spain', stay: true }, 'Other')).toEqual({
      firstName: 'A',
      lastName: 'B',
      phone: '+44 7700900123',
      company: 'C',
      country: 'Spain',
      stay: true,
      source: 'Other',
    });
  });
});
