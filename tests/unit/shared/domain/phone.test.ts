import { describe, expect, it } from 'vitest';
import { isPhoneWithDialCode, isProfilePhone } from '../../../../shared/domain/phone';

describe('isPhoneWithDialCode (registration)', () => {
  it.each(['+49 15112345678', '+1 2025550123', '+44 7700900123', '+1234 5', '+49 1234567890123'])('accepts %j', (phone) => {
    expect(isPhoneWithDialCode(phone)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['15112345678', 'no dial code'],
    ['+4915112345678', 'no space after the dial code'],
    ['+49', 'dial code only'],
    ['+49 ', 'dial code and space only'],
    ['+49  15112345678', 'two spaces'],
    ['+49 151 12345678', 'a space inside the number'],
    ['+49 151-12345678', 'a dash'],
    ['+49 (151) 123', 'brackets'],
    ['+12345 1', 'a five-digit dial code'],
    ['49 15112345678', 'no plus'],
    ['+49 15a', 'a letter'],
    ['+49 12345678901234', '16 digits in all'],
    [' +49 15112345678', 'a leading space'],
  ])('refuses %j (%s)', (phone) => {
    expect(isPhoneWithDialCode(phone)).toBe(false);
  });

  it('counts the dial code toward the 15 digits', () => {
    expect(isPhoneWithDialCode(`+1 ${'9'.repeat(14)}`)).toBe(true);
    expect(isPhoneWithDialCode(`+1 ${'9'.repeat(15)}`)).toBe(false);
    expect(isPhoneWithDialCode(`+1234 ${'9'.repeat(11)}`)).toBe(true);
    expect(isPhoneWithDialCode(`+1234 ${'9'.repeat(12)}`)).toBe(false);
  });
});

describe('isProfilePhone', () => {
  it.each(['', '015112345678', '+49 15112345678', '5'])('accepts %j', (phone) => {
    expect(isProfilePhone(phone)).toBe(true);
  });

  it.each(['+49', '+49 ', 'phone', '0151 123', '+49 1234567890123456', '1234567890123456'])('refuses %j', (phone) => {
    expect(isProfilePhone(phone)).toBe(false);
  });
});
