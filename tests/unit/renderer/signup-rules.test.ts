import { describe, expect, it } from 'vitest';
import {
  canSubmitSignup,
  completeProfilePayload,
  GENDER_REQUIRED,
  NO_SIGNUP_DATA,
  PASSWORDS_DO_NOT_MATCH,
  passwordsMismatch,
  PHONE_REQUIRED,
  PLEASE_PICK_ONE,
  registrationPayload,
  sourceError,
  validateProfile,
  validateSignup,
  type SignupDraft,
} from '../../../desktop/renderer/src/screens/auth/signup-rules';

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

  it("'Your last steps' requires every field", () => {
    const errors = validateProfile({ firstName: '', lastName: 'X', phone: '', countryCode: '+49', company: '', country: '', stay: false });
    expect(Object.keys(errors).sort()).toEqual(['company', 'country', 'firstName', 'phone']);
  });
});

describe('source step', () => {
  it("answers 'Please pick one' first, then the missing draft", () => {
    expect(sourceError('', true)).toBe(PLEASE_PICK_ONE);
    expect(sourceError('', false)).toBe(PLEASE_PICK_ONE);
    expect(sourceError('Something else', true)).toBe(PLEASE_PICK_ONE);
    expect(sourceError('Event', false)).toBe(NO_SIGNUP_DATA);
    expect(sourceError('X (Twitter)', true)).toBeNull();
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
