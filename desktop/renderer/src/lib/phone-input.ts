import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { countryForDialCode, type DialCountry } from './dial-codes';

/** What the national number field holds after an input: its digits, and the country they belong to. */
export interface PhoneInput {
  country: DialCountry;
  national: string;
}

const INTERNATIONAL = /^\s*(?:\+|00)/;

/**
 * Reads what was typed or pasted into the national number field. A number written
 * internationally (`+1 555 123 4567`, `0049 170 1234567`) chooses its own country, keeping the
 * one shown when it has the same dial code; anything else keeps the country and its digits,
 * leading zeros included (Italian numbers start with 0).
 */
export function readPhoneInput(text: string, current: DialCountry): PhoneInput {
  if (INTERNATIONAL.test(text)) {
    const parsed = parsePhoneNumberFromString(text.trim().replace(/^00/, '+'));
    if (parsed) {
      const dialCode = `+${parsed.countryCallingCode}`;
      const country = current.dialCode === dialCode ? current : countryForDialCode(dialCode, parsed.country);
      return { country, national: parsed.nationalNumber };
    }
  }
  return { country: current, national: text.replace(/\D/g, '') };
}

/**
 * The phone as the API stores it (`+49 1701234567`): the dial code and the national significant
 * number, the trunk prefix dropped where the country has one (German `0170…` → `170…`) and
 * kept where it belongs to the number (Italian `06…`). Empty stays empty.
 */
export function phoneForApi(dialCode: string, national: string): string {
  const digits = national.replace(/\D/g, '');
  if (!digits) return '';
  const parsed = parsePhoneNumberFromString(digits, { defaultCallingCode: dialCode.replace(/^\+/, '') });
  return `${dialCode} ${parsed?.nationalNumber ?? digits}`;
}
