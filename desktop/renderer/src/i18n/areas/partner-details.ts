/**
 * The texts of a partner's details (screens/teamtree/partner/PartnerDetailsDialog.tsx: its tabs and rows): `en` in the spec's English (tests find controls by it), `de` in German
 * ('du', Partner, Team, Upline, Downline, Teamliste; short enough for 360 px). en.ts and de.ts
 * hold them under `partnerDetails`; a key missing in `de` is a type error.
 */
const en = {};

const de: typeof en = {};

export const partnerDetailsTexts = { en, de };
