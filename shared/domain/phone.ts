import { PHONE_MAX_DIGITS } from './constants';

const WITH_DIAL_CODE = /^\+(\d{1,4}) (\d+)$/;
const OPTIONAL_DIAL_CODE = /^(?:\+(\d{1,4}) )?(\d+)$/;

function digitCount(phone: string): number {
  return phone.replace(/\D/g, '').length;
}

/** A registration phone: `+49 15112345678`, dial code, one space, digits; at most 15 digits. */
export function isPhoneWithDialCode(phone: string): boolean {
  return WITH_DIAL_CODE.test(phone) && digitCount(phone) <= PHONE_MAX_DIGITS;
}

/** A profile phone: empty, or digits after an optional `+dial code` and one space. */
export function isProfilePhone(phone: string): boolean {
  return phone === '' || (OPTIONAL_DIAL_CODE.test(phone) && digitCount(phone) <= PHONE_MAX_DIGITS);
}
