/**
 * Team care on Today (screens/today/TeamCareSection.tsx; docs/follow-ups.md "Team care"): `en` in
 * the spec's English (tests find controls by it), `de` in German ('du', Partner, Team; short
 * enough for 360 px). A key missing in `de` is a type error.
 */
const en = {
  title: 'Team care',
  loading: 'Loading suggestions…',
  notLoaded: 'The suggestions could not be loaded: {{error}}',
  none: 'No one to reach out to today.',
  welcome: 'Welcome call · day {{day}}',
  birthday: 'Birthday today',
  noContact_one: 'No contact for {{count}} day',
  noContact_other: 'No contact for {{count}} days',
  inTree: 'in {{tree}}',
  done: 'Done',
  snooze: 'Snooze 7 days',
  showAll: 'Show all',
  showAllCount: 'Show all ({{count}})',
  choiceFailed: 'Your choice could not be saved: {{error}}',
};

const de: typeof en = {
  title: 'Teampflege',
  loading: 'Vorschläge werden geladen…',
  notLoaded: 'Die Vorschläge konnten nicht geladen werden: {{error}}',
  none: 'Heute musst du niemanden anrufen.',
  welcome: 'Willkommensanruf · Tag {{day}}',
  birthday: 'Hat heute Geburtstag',
  noContact_one: 'Seit {{count}} Tag kein Kontakt',
  noContact_other: 'Seit {{count}} Tagen kein Kontakt',
  inTree: 'in {{tree}}',
  done: 'Erledigt',
  snooze: '7 Tage später',
  showAll: 'Alle anzeigen',
  showAllCount: 'Alle anzeigen ({{count}})',
  choiceFailed: 'Deine Auswahl konnte nicht gespeichert werden: {{error}}',
};

export const teamCareTexts = { en, de };
