/**
 * The texts of the Teambars (screens/teambars): `en` in the spec's English (tests find controls by it), `de` in German
 * ('du', Partner, Team, Upline, Downline, Teamliste; short enough for 360 px). en.ts and de.ts
 * hold them under `teambars`; a key missing in `de` is a type error.
 */
const en = {
  title: 'Teambars',
  /** The spec writes the empty text and the load failure in German for both languages. */
  empty: 'Keine Profile für diesen Filter.',
  failed: 'Fehler beim Laden der TeamTree-Daten',
  bars: 'Bars',
  /** Read after a bar's count, visually hidden. */
  profiles: ' profiles',
  billDate: 'Bill Date',
  noBillDate: 'No Bill Date',
  noUpline: 'No Upline',
  noCategory: 'No {{category}}',
};

const de: typeof en = {
  title: 'Teambalken',
  empty: 'Keine Profile für diesen Filter.',
  failed: 'Fehler beim Laden der TeamTree-Daten',
  bars: 'Balken',
  profiles: ' Profile',
  billDate: 'Abrechnung',
  noBillDate: 'Keine Abrechnung',
  noUpline: 'Keine Upline',
  noCategory: 'Ohne {{category}}',
};

export const teambarsTexts = { en, de };
