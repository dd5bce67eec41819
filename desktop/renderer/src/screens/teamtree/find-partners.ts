/** The fields a search in the tree looks at. */
export interface FindableProfile {
  name: string;
  phone: string;
  categories: ReadonlyArray<{ value: string }>;
}

/** Per profile, the text a search reads: name, phone (also as bare digits) and category values, lower-cased. */
export function searchTexts(profiles: readonly FindableProfile[]): string[] {
  return profiles.map((p) => `${p.name}\u0001${p.phone}\u0001${p.phone.replace(/\D/g, '')}\u0001${p.categories.map((c) => c.value).join('\u0001')}`.toLocaleLowerCase('de'));
}

/**
 * The indexes of the profiles whose name, phone or category values contain the query
 * (case-insensitive; a query of digits also finds phones written with spaces or a dial code).
 */
export function findPartners(texts: readonly string[], query: string): number[] {
  const needle = query.trim().toLocaleLowerCase('de');
  if (!needle) return [];
  const digits = /^[\d\s+()/-]+$/.test(needle) ? needle.replace(/\D/g, '') : '';
  const found: number[] = [];
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i];
    if (text.includes(needle) || (digits.length >= 3 && text.includes(digits))) found.push(i);
  }
  return found;
}
