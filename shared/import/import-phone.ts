import { isProfilePhone } from '../domain/phone';

/**
 * Dial codes recognised when a back office writes an international number without a space
 * after the code (`+491511234567`, `00491511234567`): longest match first.
 */
const DIAL_CODES = [
  '1', '7', '20', '27', '30', '31', '32', '33', '34', '36', '39', '40', '41', '43', '44', '45', '46', '47', '48', '49', '90',
  '351', '352', '353', '354', '356', '357', '358', '359', '370', '371', '372', '380', '381', '385', '386', '420', '421', '423',
].sort((a, b) => b.length - a.length);

const SEPARATORS = /[\s/().-]+/g;

function splitDialCode(digits: string): string | null {
  const code = DIAL_CODES.find((c) => digits.startsWith(c) && digits.length > c.length);
  return code ? `+${code} ${digits.slice(code.length)}` : null;
}

/**
 * A back-office phone in the profile format (`+49 1511234567`, or digits only), or `null`
 * when it cannot be one. Spaces, slashes, dots, dashes and brackets are dropped; a leading
 * `00` is read as `+`; `(0)` after the dial code is dropped; the dial code is the group written right
 * after `+` when the number is grouped, or a known code otherwise. An empty text stays empty.
 */
export function normaliseImportPhone(text: string): string | null {
  const value = text.trim();
  if (value === '') return '';
  const international = value.startsWith('+') || value.startsWith('00');
  const body = value.startsWith('+') ? value.slice(1) : value.startsWith('00') ? value.slice(2) : value;
  if (!international) {
    const digits = body.replace(SEPARATORS, '');
    return isProfilePhone(digits) ? digits : null;
  }
  const cleaned = body.replace(/\(0\)/g, ' ').trim(); // `+49 (0)151 ...`: the national 0 is not dialled
  const grouped = /^(\d{1,4})[\s/.-]+(.+)$/.exec(cleaned);
  const candidate = grouped ? `+${grouped[1]} ${grouped[2].replace(SEPARATORS, '')}` : splitDialCode(cleaned.replace(SEPARATORS, ''));
  return candidate !== null && isProfilePhone(candidate) ? candidate : null;
}
