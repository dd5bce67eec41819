/**
 * The texts of creating or joining a first TeamTree (screens/create-join): `en` in the spec's English (tests find controls by it), `de` in German
 * ('du', Partner, Team, Upline, Downline, Teamliste; short enough for 360 px). en.ts and de.ts
 * hold them under `createJoin`; a key missing in `de` is a type error.
 */
const en = {
  title: 'Plant new TeamTree',
  createHeading: 'Create TeamTree',
  plant: 'Plant',
  planting: 'Planting...',
  joinHeading: 'Join TeamTree',
  stepReceive: 'Receive an invitation link',
  stepJoin: 'Join your friends TeamTree',
  token: 'Invitation token',
  tokenHint: 'Paste the token or the whole invitation link.',
  join: 'Join',
};

const de: typeof en = {
  title: 'Neuen TeamTree pflanzen',
  createHeading: 'TeamTree erstellen',
  plant: 'Pflanzen',
  planting: 'Pflanzt...',
  joinHeading: 'TeamTree beitreten',
  stepReceive: 'Einladungslink bekommen',
  stepJoin: 'Dem TeamTree deiner Freunde beitreten',
  token: 'Einladungscode',
  tokenHint: 'Füg den Code oder den ganzen Einladungslink ein.',
  join: 'Beitreten',
};

export const createJoinTexts = { en, de };
