import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { DEFAULT_DIAL_COUNTRY } from './dial-country';

export { DEFAULT_DIAL_COUNTRY };

/**
 * Tap to call or message: a stored phone turned into the links a phone dials with. Pure, with
 * libphonenumber-js's `min` metadata (ARCHITECTURE.md), so the server and every client agree.
 */

const ALPHA_2 = /^[A-Z]{2}$/;
/** What a phone may hold to be read at all: an optional `+`, digits and the usual separators. */
const DIALLABLE = /^\+?[\d\s()./-]+$/;

/** An ISO 3166-1 alpha-2 code (upper case) of a country with a dial code, such as `DE` or `AT`. */
export function isDialCountry(code: string): boolean {
  return ALPHA_2.test(code) && isSupportedCountry(code);
}

export interface PhoneLinks {
  /** E.164, such as `+491701234567`. */
  e164: string;
  /** The number to read, grouped the international way: `+49 170 1234567`. */
  display: string;
  /** `tel:+491701234567` */
  tel: string;
  /** `https://wa.me/491701234567` (WhatsApp wants the digits without `+`). */
  whatsapp: string;
  /** `sms:+491701234567` */
  sms: string;
}

/**
 * The links of a stored phone. A phone with a dial code (`+49 1701234567`) dials as written; one
 * without (`01701234567`, from imports and older data) dials with `dialCountry`, the tree's
 * country (an unknown country counts as `DEFAULT_DIAL_COUNTRY`). `null` when there is nothing
 * to dial: an empty phone, or one libphonenumber cannot read as a number of valid length.
 */
export function phoneLinks(stored: string, dialCountry: string = DEFAULT_DIAL_COUNTRY): PhoneLinks | null {
  const text = stored.trim();
  if (!DIALLABLE.test(text) || !/\d/.test(text)) return null;
  const country = (isDialCountry(dialCountry) ? dialCountry : DEFAULT_DIAL_COUNTRY) as CountryCode;
  const parsed = text.startsWith('+') ? parsePhoneNumberFromString(text) : parsePhoneNumberFromString(text, country);
  if (!parsed?.isValid()) return null;
  const e164 = parsed.number;
  return { e164, display: parsed.formatInternational(), tel: `tel:${e164}`, whatsapp: `https://wa.me/${e164.slice(1)}`, sms: `sms:${e164}` };
}
