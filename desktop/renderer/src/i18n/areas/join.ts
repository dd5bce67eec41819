/**
 * The texts of joining by invite link (screens/join): `en` in the spec's English (tests find controls by it), `de` in German
 * ('du', Partner, Team, Upline, Downline, Teamliste; short enough for 360 px). en.ts and de.ts
 * hold them under `join`; a key missing in `de` is a type error.
 */
const en = {
  title: 'Join TeamTree',
  invalidLink: 'Invalid share link',
  linkRevoked: 'This share link is invalid or has been revoked.',
  alreadyMember: 'You are already a member of this TeamTree.',
  joinFailed: 'Failed to join TeamTree. Please try again.',
  checkFailed: 'Failed to validate share link.',
  invitedTo: 'You were invited to',
  owner: 'Owner: {{name}}',
  cancel: 'Cancel',
  request: 'Request to Join',
  rejectedTitle: 'Request Rejected',
  rejectedText: 'The owner of this TeamTree did not accept your request.',
  myTrees: 'My TeamTrees',
  waitingTitle: 'Waiting for Approval',
  waitingText: 'The owner of the TeamTree has been asked to approve your request. This page moves on by itself.',
  waiting: 'Waiting...',
};

const de: typeof en = {
  title: 'TeamTree beitreten',
  invalidLink: 'Ungültiger Einladungslink',
  linkRevoked: 'Dieser Einladungslink ist ungültig oder wurde widerrufen.',
  alreadyMember: 'Du bist schon Mitglied dieses TeamTrees.',
  joinFailed: 'Beitritt fehlgeschlagen. Versuch es nochmal.',
  checkFailed: 'Der Einladungslink konnte nicht geprüft werden.',
  invitedTo: 'Du bist eingeladen zu',
  owner: 'Eigentümer: {{name}}',
  cancel: 'Abbrechen',
  request: 'Beitritt anfragen',
  rejectedTitle: 'Anfrage abgelehnt',
  rejectedText: 'Der Eigentümer dieses TeamTrees hat deine Anfrage nicht angenommen.',
  myTrees: 'Meine TeamTrees',
  waitingTitle: 'Warten auf Freigabe',
  waitingText: 'Der Eigentümer des TeamTrees wurde gebeten, deine Anfrage freizugeben. Diese Seite geht von selbst weiter.',
  waiting: 'Wartet...',
};

export const joinTexts = { en, de };
