/**
 * The texts of the import wizard (screens/import): `en` in the spec's English (tests find controls by it), `de` in German
 * ('du', Partner, Team, Upline, Downline, Teamliste; short enough for 360 px). en.ts and de.ts
 * hold them under `importer`; a key missing in `de` is a type error.
 */
const en = {};

const de: typeof en = {};

export const importerTexts = { en, de };
