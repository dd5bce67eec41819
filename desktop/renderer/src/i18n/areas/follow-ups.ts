/**
 * The texts of follow-ups: timeline, logged contacts, tasks, team care (screens/follow-ups): `en` in the spec's English (tests find controls by it), `de` in German
 * ('du', Partner, Team, Upline, Downline, Teamliste; short enough for 360 px). en.ts and de.ts
 * hold them under `followUps`; a key missing in `de` is a type error.
 */
const en = {};

const de: typeof en = {};

export const followUpsTexts = { en, de };
