/** A generated back-office export for the import benchmarks (German headers and dates). */

export const BACK_OFFICE_HEADERS = ['Berater-Nr', 'Vorname', 'Nachname', 'Sponsor-ID', 'Telefon', 'Geburtstag', 'Autoship', 'Rang'];

/** A back-office export: each partner under a pseudo-random earlier one, German dates, a few bad rows. */
export function backOfficeRows(count: number): string[][] {
  return Array.from({ length: count }, (_, i) => {
    const sponsor = i === 0 ? '' : String(1000 + ((i * 7919) % i));
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((i % 12) + 1).padStart(2, '0');
    const phone = i % 500 === 7 ? 'n/a' : i % 3 === 0 ? `+49 151 ${1_000_000 + i}` : '';
    return [String(1000 + i), `Vor${i}`, `Nach${i}`, sponsor, phone, `${day}.${month}.${1960 + (i % 40)}`, `${day}.${month}.2025`, ['Gold', 'Silber', 'Bronze'][i % 3]];
  });
}

export function csvOf(rows: string[][]): ArrayBuffer {
  const text = [BACK_OFFICE_HEADERS, ...rows].map((row) => row.map((cell) => `"${cell}"`).join(';')).join('\r\n');
  return new TextEncoder().encode(text).buffer as ArrayBuffer;
}
