/**
 * The texts of the connection screens (screens/connection): `en` in the spec's English (tests find controls by it), `de` in German
 * ('du', Partner, Team, Upline, Downline, Teamliste; short enough for 360 px). en.ts and de.ts
 * hold them under `connection`; a key missing in `de` is a type error.
 */
const en = {};

const de: typeof en = {};

export const connectionTexts = { en, de };
