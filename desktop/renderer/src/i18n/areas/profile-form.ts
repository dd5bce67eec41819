/**
 * The texts of the partner form (profile-form/): `en` in the spec's English (tests find controls by it), `de` in German
 * ('du', Partner, Team, Upline, Downline, Teamliste; short enough for 360 px). en.ts and de.ts
 * hold them under `profileForm`; a key missing in `de` is a type error.
 */
const en = {
  name: 'Name',
  nameLength: '{{length}}/{{max}} characters',
  phone: 'Phone number',
  birthday: 'Birthday',
  billDate: 'Bill date',
  billDateNeeded: 'Needed to save: the day this partner’s monthly bill is due.',
  dayOfMonthOnly: 'Day of month only',
  chooseDay: 'Choose a day',
  dayOfMonth: '{{day}}.',
  categories: 'Categories',
  addCategory: 'Add category',
  categoryTitle: 'Category {{number}} title',
  categoryOption: 'Category {{number}} option',
  removeCategory: 'Remove category {{number}}',
  titlePlaceholder: 'Rank',
  optionPlaceholder: 'Gold',
  suggestionsFor: 'Suggestions for {{title}}',
  thisCategory: 'this category',
  noValue: 'No value',
  notInList: '{{value}} (not in the list)',
  outsideOrder: '"{{value}}" is not one of the ordered values; it is kept until you choose another.',
  duplicateCategory: 'This category already exists',
  // The spec's texts (section 5), the same as shared/domain/categories.ts writes them.
  categoryLimit_one: 'You can only have {{limit}} different categories with your {{plan}} plan',
  categoryLimit_other: 'You can only have {{limit}} different categories with your {{plan}} plan',
  categoryLimitReached_one: 'You have reached the category limit for your {{plan}} plan ({{limit}} categories). Upgrade to add more!',
  categoryLimitReached_other: 'You have reached the category limit for your {{plan}} plan ({{limit}} categories). Upgrade to add more!',
  upgradeOnAdminPage: 'Change plans on the operators page',
  upgradeAskOperators: "Plans are changed by the TeamTree operators: ask them to upgrade the plan of this TeamTree's owner.",
};

const de: typeof en = {
  name: 'Name',
  nameLength: '{{length}}/{{max}} Zeichen',
  phone: 'Telefonnummer',
  birthday: 'Geburtstag',
  billDate: 'Abrechnung',
  billDateNeeded: 'Zum Speichern nötig: der Tag, an dem die Monatsabrechnung des Partners fällig ist.',
  dayOfMonthOnly: 'Nur Tag im Monat',
  chooseDay: 'Tag wählen',
  dayOfMonth: '{{day}}.',
  categories: 'Kategorien',
  addCategory: 'Kategorie hinzufügen',
  categoryTitle: 'Kategorie {{number}}: Titel',
  categoryOption: 'Kategorie {{number}}: Wert',
  removeCategory: 'Kategorie {{number}} entfernen',
  titlePlaceholder: 'Rang',
  optionPlaceholder: 'Gold',
  suggestionsFor: 'Vorschläge für {{title}}',
  thisCategory: 'diese Kategorie',
  noValue: 'Kein Wert',
  notInList: '{{value}} (nicht in der Liste)',
  outsideOrder: '„{{value}}“ ist keiner der geordneten Werte; er bleibt, bis du einen anderen wählst.',
  duplicateCategory: 'Diese Kategorie gibt es schon',
  categoryLimit_one: 'Mit deinem {{plan}}-Plan kannst du nur {{limit}} Kategorie haben',
  categoryLimit_other: 'Mit deinem {{plan}}-Plan kannst du nur {{limit}} verschiedene Kategorien haben',
  categoryLimitReached_one: 'Du hast das Kategorien-Limit deines {{plan}}-Plans erreicht ({{limit}} Kategorie). Upgrade für mehr!',
  categoryLimitReached_other: 'Du hast das Kategorien-Limit deines {{plan}}-Plans erreicht ({{limit}} Kategorien). Upgrade für mehr!',
  upgradeOnAdminPage: 'Pläne auf der Betreiberseite ändern',
  upgradeAskOperators: 'Pläne ändern die TeamTree-Betreiber: Bitte sie, den Plan des Besitzers dieses TeamTrees zu erweitern.',
};

export const profileFormTexts = { en, de };
