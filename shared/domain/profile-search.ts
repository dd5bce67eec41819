/**
 * Searching partners by what a person remembers of them (the tree's Find, the Teamlist's search):
 * the name, the phone however it is written, and category values; in the Teamlist also the
 * upline's name. Pure; texts are made once per list and read for every query.
 */

export interface SearchableProfile {
  name: string;
  phone: string;
  categories: ReadonlyArray<{ value: string }>;
  parentName?: string | null;
}

/** Lower case without accents, so 'kruger' finds 'Krüger' and 'ANNA' finds 'Anna'. */
export function foldText(text: string): string {
  // Plain ASCII (most names, every phone) skips the decomposition.
  if (!/[^\n -~]/.test(text)) return text.toLowerCase();
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('de');
}

/**
 * A stored phone's digits as people type them: all of them (`+49 171 6715198` → `491716715198`)
 * and, for a phone with a dial code, the national number with its leading 0 (`01716715198`).
 */
function phoneDigits(phone: string): string {
  const all = phone.replace(/\D/g, '');
  const national = /^\+\d{1,4}\s+(.+)$/.exec(phone.trim())?.[1]?.replace(/\D/g, '');
  return national ? `${all}\n${national.startsWith('0') ? national : `0${national}`}` : all;
}

/** Per profile, the text a search reads (fields apart on lines of their own: a query is one line). */
export function profileSearchTexts(profiles: readonly SearchableProfile[], options: { upline?: boolean } = {}): string[] {
  return profiles.map((p) =>
    foldText([p.name, p.phone, phoneDigits(p.phone), ...p.categories.map((c) => c.value), options.upline ? (p.parentName ?? '') : ''].join('\n')),
  );
}

/** Only digits and what phones are written with: a phone search. */
const PHONE_LIKE = /^[\d\s+()/.-]+$/;

/**
 * Whether a profile's text matches a query: a query like a phone matches as typed, or the
 * phone's digits however either is written (three digits at least); otherwise each word of the
 * query must be in the text ('anna gold' finds Anna Amsel of rank Gold). An empty query matches everyone.
 */
export function queryMatcher(query: string): (text: string) => boolean {
  const needle = foldText(query.trim());
  if (!needle) return () => true;
  if (PHONE_LIKE.test(needle)) {
    const digits = needle.replace(/\D/g, '');
    return (text) => text.includes(needle) || (digits.length >= 3 && text.includes(digits));
  }
  const words = needle.split(/\s+/);
  return (text) => words.every((w) => text.includes(w));
}

/** The indexes of the profiles matching the query (none for an empty query: nothing was asked). */
export function findPartners(texts: readonly string[], query: string): number[] {
  if (!query.trim()) return [];
  const matches = queryMatcher(query);
  const found: number[] = [];
  for (let i = 0; i < texts.length; i++) if (matches(texts[i])) found.push(i);
  return found;
}

/** The profiles matching the query, in their order (all of them for an empty query). */
export function searchProfiles<P>(profiles: readonly P[], texts: readonly string[], query: string): P[] {
  if (!query.trim()) return [...profiles];
  const matches = queryMatcher(query);
  return profiles.filter((_, i) => matches(texts[i]));
}
