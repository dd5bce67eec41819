/**
 * The dashboard calendar's words: German in both catalogues, as the spec asks (its calendar has
 * German labels and weeks from Monday for everyone). Only the bill date's own word follows the
 * language ('Bill Date' / 'Abrechnung'), set by each catalogue beside these.
 */
export const calendarWords = {
  title: 'Kalender',
  legend: 'Legende',
  legendBirthday: 'Geburtstag',
  legendReminder: 'Erinnerung',
  view: 'Ansicht',
  week: 'Woche',
  month: 'Monat',
  year: 'Jahr',
  previousWeek: 'Vorherige Woche',
  previousMonth: 'Vorheriger Monat',
  nextWeek: 'Nächste Woche',
  nextMonth: 'Nächster Monat',
  today: 'Heute',
  weekTitle: 'KW {{week}} · {{from}} – {{to}}',
  unitTitle: '{{unit}}: {{title}}',
  partnerCount_one: '{{count}} Partner',
  partnerCount_other: '{{count}} Partner',
  partnerShort: '{{count}} P',
  birthdayCount_one: '{{count}} Geburtstag',
  birthdayCount_other: '{{count}} Geburtstage',
  reminderCount_one: '{{count}} Erinnerung',
  reminderCount_other: '{{count}} Erinnerungen',
  dayLabel: '{{day}}: {{counts}}',
  birthdayPrefix: 'Geburtstag: ',
  reminderPrefix: 'Erinnerung: ',
  birthdays: 'Geburtstage',
  reminders: 'Erinnerungen',
  turns: 'wird {{age}}',
  noPartners: 'Keine Partner an diesem Tag.',
};
