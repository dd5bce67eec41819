import { categoryLimitOf } from '@shared/domain/categories';
import { PLANS } from '@shared/domain/constants';
import { categoryValueDropped } from '@shared/import/category-limit';
import { mappingProblem } from '@shared/import/column-mapping';
import { IMPORT_FIELDS, treeCategoryOf, treeCategoryRole, type ColumnRole } from '@shared/import/column-roles';
import { DATE_FORMATS, type DateFormat } from '@shared/import/date-formats';
import { LEADER_LINE, rootLine } from '@shared/import/find-leader';
import { EMPTY_FILE, NO_ROWS } from '@shared/import/import-table';
import { UNSUPPORTED_FILE } from '@shared/import/read-import-file';
import { CELL_WARNING, ISSUE } from '@shared/import/read-rows';
import { UPLINE_ISSUE, UPLINE_WARNING } from '@shared/import/resolve-uplines';
import { filledTwice } from '@shared/import/validate-import';
import { EXTERNAL_ID_MAX } from '@shared/schemas/import';
import { CATEGORY_VALUE_MAX, PROFILE_NAME_MAX } from '@shared/schemas/profile';
import type { Catalogue } from '../../i18n/en';
import { currentLanguage, t } from '../../i18n/i18n';
import english from '../../i18n/locales/en.json';

/**
 * The import's report in the language shown. Its texts are written once, in English, by the
 * pure checks in shared/import/ (the server's tests and the English screen read them as they
 * are); here each is recognised by the text its own builder makes with stand-ins for its values
 * (so a changed English text is still recognised) and said again from the catalogue's
 * `importer.messages` with those values. A text no rule knows stays as it is.
 */

/** What a column role is called in the language shown ('Phone', 'Category: Rank'). */
export function roleLabel(role: ColumnRole): string {
  const category = treeCategoryOf(role);
  return category === null ? t(`importer.roles.${role as Exclude<ColumnRole, `category:${string}`>}`) : t('importer.treeCategory', { name: category });
}

/** The catalogue's name of a date format: 'dd.MM.yyyy (31.12.2024)' / 'TT.MM.JJJJ (31.12.2024)'. */
const FORMAT_KEYS = { 'dd.MM.yyyy': 'dayMonthYear', 'yyyy-MM-dd': 'yearMonthDay', 'MM/dd/yyyy': 'monthDayYear', 'excel-serial': 'excelSerial' } as const;
export const dateFormatLabel = (format: DateFormat) => t(`importer.dateFormats.${FORMAT_KEYS[format]}`);

/** Stand-ins for a builder's values: private-use characters no file holds in a report text. */
const SLOT = ['\uE000', '\uE001', '\uE002'] as const;
/** A builder that takes a number is given a stand-in all the same: it only writes it into the text. */
const slotNumber = (slot: string) => slot as unknown as number;

interface Rule {
  pattern: RegExp;
  /** The values' slots in the order the pattern captures them. */
  slots: number[];
  say(values: string[]): string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A rule from a builder's English text with stand-ins; a value written twice must be the same both times. */
function rule(english: string, say: Rule['say']): Rule {
  const slots: number[] = [];
  let source = '';
  for (const char of english) {
    const slot = SLOT.indexOf(char as (typeof SLOT)[number]);
    if (slot < 0) source += escape(char);
    else if (slots.includes(slot)) source += `\\${slots.indexOf(slot) + 1}`;
    else {
      slots.push(slot);
      source += '([\\s\\S]*?)';
    }
  }
  return { pattern: new RegExp(`^${source}$`), slots, say };
}

const [A, B] = SLOT;

/**
 * The English texts the report's builders write, read from the English catalogue itself: the
 * instance holds only the language shown (i18n.ts loads one catalogue), so a German page has no
 * English to ask it for. This screen's chunk carries the English file for it.
 */
const ENGLISH = english.importer.messages;

/** Where a row goes when its upline row is skipped, as validate-import.ts names it: a partner, 'Rita (you)', 'the top of the import'. */
function placeText(text: string): string {
  if (text === ENGLISH.top) return t('importer.messages.top');
  const you = ENGLISH.you.replace('{{name}}', '');
  return text.endsWith(you) ? t('importer.messages.you', { name: text.slice(0, -you.length) }) : text;
}

function buildRules(): Rule[] {
  const m = (key: keyof Catalogue['importer']['messages'], values?: Record<string, string | number>) => t(`importer.messages.${key}`, values);
  const rules: Rule[] = [
    rule(mappingProblem(['ignore'])!, () => m('noNameColumn')),
    rule(mappingProblem(['name', 'uplineId', 'uplineName'])!, () => m('oneUplineColumn')),
    rule(mappingProblem(['name', treeCategoryRole(A), treeCategoryRole(A)])!, ([name]) => m('onlyOnce', { role: roleLabel(treeCategoryRole(name)) })),
    ...IMPORT_FIELDS.map((field) => rule(mappingProblem(['name', field, field])!, () => m('onlyOnce', { role: roleLabel(field) }))),
    rule(filledTwice(A), ([name]) => m('filledTwice', { name })),
    rule(ISSUE.missingName, () => m('missingName')),
    rule(ISSUE.longName, () => m('longName', { max: PROFILE_NAME_MAX })),
    rule(ISSUE.longId, () => m('longId', { max: EXTERNAL_ID_MAX })),
    rule(ISSUE.nul, () => m('nul')),
    rule(UPLINE_ISSUE.duplicateId(A, slotNumber(B)), ([id, row]) => m('duplicateId', { id, row })),
    rule(UPLINE_ISSUE.unknown(A), ([upline]) => m('unknownUpline', { upline })),
    rule(UPLINE_ISSUE.ambiguous(A), ([upline]) => m('ambiguousUpline', { upline })),
    rule(UPLINE_ISSUE.cycle, () => m('cycle')),
    rule(CELL_WARNING.badPhone(A), ([text]) => m('badPhone', { text })),
    rule(CELL_WARNING.longCategory(A), ([name]) => m('longCategory', { name, max: CATEGORY_VALUE_MAX })),
    rule(CELL_WARNING.nulCategory(A), ([name]) => m('nulCategory', { name })),
    rule(UPLINE_WARNING.uplineSkipped(slotNumber(A), B), ([row, under]) => m('uplineSkipped', { row, under: placeText(under) })),
    rule(UPLINE_WARNING.nameDiffers(A, B), ([named, found]) => m('nameDiffers', { named, found })),
    rule(LEADER_LINE, () => m('leader')),
    rule(rootLine(A), ([name]) => m('root', { name })),
    rule(EMPTY_FILE, () => m('emptyFile')),
    rule(NO_ROWS, () => m('noRows')),
    rule(UNSUPPORTED_FILE, () => m('unsupportedFile')),
  ];
  for (const field of ['birthday', 'billDate'] as const) {
    for (const format of [null, ...DATE_FORMATS]) {
      rules.push(
        rule(CELL_WARNING.badDate(ENGLISH[field], A, format), ([text]) => {
          const label = m(field);
          const values = { Label: label.charAt(0).toUpperCase() + label.slice(1), label, text };
          return format === null ? m('unreadableDate', values) : m('badDate', { ...values, format: dateFormatLabel(format) });
        }),
      );
    }
  }
  for (const plan of PLANS) {
    rules.push(rule(categoryValueDropped(A, B, plan), ([name, value]) => m('categoryDropped', { name, value, limit: t('profileForm.categoryLimit', { plan, limit: categoryLimitOf(plan), count: categoryLimitOf(plan) }) })));
  }
  return rules;
}

let rules: Rule[] | null = null;

/** A text of the import's report or of reading its file ('The name is missing.') in the language shown. */
export function importText(text: string): string {
  if (currentLanguage() === 'en') return text;
  for (const { pattern, slots, say } of (rules ??= buildRules())) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values: string[] = [];
    slots.forEach((slot, group) => (values[slot] = match[group + 1]));
    return say(values);
  }
  return text;
}
