/**
 * The texts of a partner's details (screens/teamtree/partner/PartnerDetailsDialog.tsx: its tabs and rows): `en` in the spec's English (tests find controls by it), `de` in German
 * ('du', Partner, Team, Upline, Downline, Teamliste; short enough for 360 px). en.ts and de.ts
 * hold them under `partnerDetails`; a key missing in `de` is a type error.
 */
const en = {
  upline: 'Upline: {{name}}',
  root: 'The root of this TeamTree',
  tabs: 'Partner',
  details: 'Details',
  history: 'History',
  historyOf: 'History of {{name}}',
  addReminder: 'Add reminder',
  edit: 'Edit',
  phone: 'Phone number',
  birthday: 'Birthday',
  billDate: 'Bill date',
  categories: 'Categories',
  team: 'Team',
  reminders: 'Reminders',
  done: 'Done: ',
  open: 'Open: ',
};

const de: typeof en = {
  upline: 'Upline: {{name}}',
  root: 'Die Wurzel dieses TeamTrees',
  tabs: 'Partner',
  details: 'Details',
  history: 'Änderungen',
  historyOf: 'Änderungen an {{name}}',
  addReminder: 'Erinnerung hinzufügen',
  edit: 'Bearbeiten',
  phone: 'Telefonnummer',
  birthday: 'Geburtstag',
  billDate: 'Abrechnungsdatum',
  categories: 'Kategorien',
  team: 'Team',
  reminders: 'Erinnerungen',
  done: 'Erledigt: ',
  open: 'Offen: ',
};

export const partnerDetailsTexts = { en, de };
