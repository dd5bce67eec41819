import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { DEFAULT_DIAL_CODE } from '@shared/domain/constants';

export interface DialCountry {
  /** ISO 3166 code, such as `DE`. */
  iso: string;
  name: string;
  /** `+49` */
  dialCode: string;
}

export const DEFAULT_COUNTRY_ISO = 'DE';

let cache: DialCountry[] | null = null;

/** Every country with its dial code, sorted by English name. */
export function dialCountries(): DialCountry[] {
  if (cache) return cache;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    names = null;
  }
  cache = getCountries()
    .map((iso) => ({ iso, name: names?.of(iso) ?? iso, dialCode: `+${getCountryCallingCode(iso)}` }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cache;
}

/** Countries whose name, ISO code or dial code matches the search text. */
export function searchDialCountries(query: string): DialCountry[] {
  const q = query.trim().toLowerCase();
  if (!q) return dialCountries();
  const digits = q.replace(/[^\d]/g, '');
  return dialCountries().filter(
    (c) => c.name.toLowerCase().includes(q) || c.iso.toLowerCase() === q || (digits !== '' && c.dialCode.slice(1).startsWith(digits)),
  );
}

/** The country to show for a stored dial code: the preferred one, else the first using it. */
export function countryForDialCode(dialCode: string, preferredIso?: string): DialCountry {
  const all = dialCountries();
  const preferred = all.find((c) => c.iso === preferredIso && c.dialCode === dialCode);
  if (preferred) return preferred;
  const main: Record<string, string> = { '+1': 'US', '+7': 'RU', '+44': 'GB', '+61': 'AU', '+47': 'NO', '+39': 'IT', '+212': 'MA', '+262': 'RE', '+590': 'GP', '+599': 'CW' };
  return (
    all.find((c) => c.iso === main[dialCode]) ??
    all.find((c) => c.dialCode === dialCode) ??
    all.find((c) => c.dialCode === DEFAULT_DIAL_CODE && c.iso === DEFAULT_COUNTRY_ISO)!
  );
}
