/**
 * The texts of the export menu (export/): `en` in the spec's English (tests find controls by it), `de` in German
 * ('du', Partner, Team, Upline, Downline, Teamliste; short enough for 360 px). en.ts and de.ts
 * hold them under `exportMenu`; a key missing in `de` is a type error.
 */
const en = {
  button: 'Export',
  busy: 'Exporting…',
  csv: 'Export as CSV',
  xlsx: 'Export as Excel (.xlsx)',
  /** `reason`: ' (the error's message)' or nothing. */
  failed: '{{label}} failed{{reason}}. Nothing was saved; please try again.',
};

const de: typeof en = {
  button: 'Exportieren',
  busy: 'Exportiert…',
  csv: 'Als CSV exportieren',
  xlsx: 'Als Excel (.xlsx) exportieren',
  failed: '{{label}} ist fehlgeschlagen{{reason}}. Nichts wurde gespeichert; versuch es nochmal.',
};

export const exportMenuTexts = { en, de };
