import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { DEFAULT_DIAL_COUNTRY } from '../domain/dial-country';
import { isDialCountry } from '../domain/phone-links';
import { isProfilePhone } from '../domain/phone';

/** What a phone cell may hold to be read at all: an optional `+`, digits and the usual separators. */
const PHONE_TEXT = /^\+?[\d\s()./-]+$/;

/**
 * A back-office phone in the profile format (`+49 1716715198`: dial code, one space, the
 * national number without its leading 0), or `null` when it cannot be one. Read with
 * libphonenumber-js: a number written with `+` or an international prefix (`0044 …`) keeps its
 * country; a national number (`0171/6715198`) is read in `country` (the import screen's
 * choice; an unknown code counts as Germany); `+49 (0)151 …` drops the `(0)`. An empty text
 * stays empty.
 */
export function normaliseImportPhone(text: string, country: string = DEFAULT_DIAL_COUNTRY): string | null {
  const value = text.trim();
  if (value === '') return '';
  if (!PHONE_TEXT.test(value)) return null;
  const region = (isDialCountry(country) ? country : DEFAULT_DIAL_COUNTRY) as CountryCode;
  const parsed = parsePhoneNumberFromString(value, region);
  if (!parsed?.isPossible()) return null;
  const stored = `+${parsed.countryCallingCode} ${parsed.nationalNumber}`;
  return isProfilePhone(stored) ? stored : null;
}
