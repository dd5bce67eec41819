/**
 * The texts of the tree page (screens/teamtree): canvas, tools, panel, dialogs: `en` in the spec's English (tests find controls by it), `de` in German
 * ('du', Partner, Team, Upline, Downline, Teamliste; short enough for 360 px). en.ts and de.ts
 * hold them under `teamtree`; a key missing in `de` is a type error.
 */
const en = {};

const de: typeof en = {};

export const teamtreeTexts = { en, de };
