import { describe, expect, it } from 'vitest';
import { isPhoneWithDialCode } from '../../../shared/domain/phone';
import { countryForDialCode, DEFAULT_COUNTRY_ISO } from '../../../desktop/renderer/src/lib/dial-codes';
import { phoneForApi, readPhoneInput } from '../../../desktop/renderer/src/lib/phone-input';

const germany = countryForDialCode('+49', DEFAULT_COUNTRY_ISO);

describe('readPhoneInput: what lands in the national number field', () => {
  it.each([
    ['+49 170 123 4567', 'DE', '+49', '1701234567'],
    ['0049 170 1234567', 'DE', '+49', '1701234567'],
    ['+1 555 123 4567', 'US', '+1', '5551234567'],
    ['+1 (212) 555-0123', 'US', '+1', '2125550123'],
    ['+39 06 1234 5678', 'IT', '+39', '0612345678'],
    ['+44 20 7946 0958', 'GB', '+44', '2079460958'],
  ])('a pasted %j picks %s (%s) and the national number %s', (text, iso, dialCode, national) => {
    const read = readPhoneInput(text, germany);
    expect(read.country.iso).toBe(iso);
    expect(read.country.dialCode).toBe(dialCode);
    expect(read.national).toBe(national);
  });

  it('keeps the shown country when the pasted number has its dial code', () => {
    expect(readPhoneInput('+49 170 1234567', germany).country).toBe(germany);
  });

  it('keeps typed digits as they are, leading zeros included, and drops everything else', () => {
    expect(readPhoneInput('0170 123-45', germany)).toEqual({ country: germany, national: '017012345' });
    expect(readPhoneInput('abc', germany)).toEqual({ country: germany, national: '' });
  });
});

describe('phoneForApi: the stored form', () => {
  it.each([
    ['+49', '01701234567', '+49 1701234567'],
    ['+49', '1701234567', '+49 1701234567'],
    ['+39', '0612345678', '+39 0612345678'],
    ['+44', '07911123456', '+44 7911123456'],
    ['+44', '02079460958', '+44 2079460958'],
    ['+1', '(202) 555-0123', '+1 2025550123'],
  ])('%s with %j is %j', (dialCode, national, stored) => {
    expect(phoneForApi(dialCode, national)).toBe(stored);
    expect(isPhoneWithDialCode(stored)).toBe(true);
  });

  it('an empty number stays empty', () => {
    expect(phoneForApi('+49', '')).toBe('');
  });
});
