import { formatGermanDate } from '@shared/domain/calendar-date';
import { DEFAULT_DIAL_CODE } from '@shared/domain/constants';
import { changedFields, MERGE_FIELDS, mergeFields, resolveField, type MergeField, type MergeSide, type MergeValues } from '@shared/domain/field-merge';
import { phoneLinks } from '@shared/domain/phone-links';
import { isCalendarDate } from '@shared/schemas/common';
import { profileName, profilePhone } from '@shared/schemas/profile';
import { FIELD_REQUIRED, INVALID_DATE } from '../forms/messages';
import { countryForDialCode, DEFAULT_COUNTRY_ISO } from '../lib/dial-codes';
import { phoneForApi, readPhoneInput } from '../lib/phone-input';
import { dueLabel } from '../screens/teamtree/partner/partner-form';

/**
 * The conflict view's state, pure (ConflictDialog.tsx renders it): per conflicting field the
 * user's choice (their own change, the other one, or an edited value), checked as the partner
 * form checks it, and the values that saving those choices writes.
 */

/** The fields the user may type a third value for; the others offer only the two sides. */
export const EDITABLE_FIELDS = ['name', 'phone', 'birthday', 'billDate'] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

export function isEditable(field: MergeField): field is EditableField {
  return (EDITABLE_FIELDS as readonly MergeField[]).includes(field);
}

export type Choice = { side: MergeSide } | { side: 'edit'; text: string; invalidDate?: boolean };
export type Choices = Partial<Record<MergeField, Choice>>;

export interface ConflictInput {
  base: MergeValues;
  mine: MergeValues;
  theirs: MergeValues;
  conflicts: readonly MergeField[];
}

/** What the edit input starts with: my value, as the form would show it (`YYYY-MM-DD` for dates). */
export function editText(field: EditableField, values: MergeValues): string {
  return values[field] ?? '';
}

export type EditCheck = { ok: true; value: string | null } | { ok: false; error: string };

/** Text a phone may be typed as: digits, an optional leading `+` and the usual separators. */
const PHONE_TEXT = /^\+?[\d\s()./-]*$/;
const PHONE_MESSAGE = 'Phone must be digits after an optional +dial code and one space (at most 15 digits)';

/** A typed phone as the API stores it: `+49 0170 123` → `+49 170123`; without a dial code, the form's default one. */
function phoneFromText(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const withCode = /^(\+\d{1,4})\s+(.+)$/.exec(trimmed);
  if (withCode) return phoneForApi(withCode[1], withCode[2]);
  if (trimmed.startsWith('+')) {
    const { country, national } = readPhoneInput(trimmed, countryForDialCode(DEFAULT_DIAL_CODE, DEFAULT_COUNTRY_ISO));
    return phoneForApi(country.dialCode, national);
  }
  return phoneForApi(DEFAULT_DIAL_CODE, trimmed);
}

/** An edited value checked as the partner form checks it; `invalidDate` is the date field's own 'impossible date' flag. */
export function checkEdit(field: EditableField, text: string, invalidDate = false): EditCheck {
  switch (field) {
    case 'name': {
      if (text.trim() === '') return { ok: false, error: FIELD_REQUIRED };
      const parsed = profileName.safeParse(text);
      return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: parsed.error.issues[0].message };
    }
    case 'phone': {
      if (!PHONE_TEXT.test(text.trim())) return { ok: false, error: PHONE_MESSAGE };
      const parsed = profilePhone.safeParse(phoneFromText(text));
      return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: parsed.error.issues[0].message };
    }
    case 'birthday':
    case 'billDate': {
      if (invalidDate) return { ok: false, error: INVALID_DATE };
      if (text === '') return field === 'billDate' ? { ok: false, error: FIELD_REQUIRED } : { ok: true, value: null };
      return isCalendarDate(text) ? { ok: true, value: text } : { ok: false, error: INVALID_DATE };
    }
  }
}

/** The value choosing one side gives a field: for reminders and categories, the other side's lone item changes stay. */
export function sideValue<F extends MergeField>(field: F, side: MergeSide, input: ConflictInput): MergeValues[F] {
  return resolveField(field, input.base, input.mine, input.theirs, side).value;
}

export type Resolution =
  | { ok: true; values: MergeValues }
  | { ok: false; missing: MergeField[]; errors: Partial<Record<MergeField, string>> };

/** What Save writes: the automatic merge with each conflict resolved as chosen; not ok while a choice is missing or an edit is refused. */
export function resolution(input: ConflictInput, choices: Choices): Resolution {
  const values = { ...mergeFields(input.base, input.mine, input.theirs).merged };
  const missing: MergeField[] = [];
  const errors: Partial<Record<MergeField, string>> = {};
  for (const field of input.conflicts) {
    const choice = choices[field];
    if (!choice) missing.push(field);
    else if (choice.side !== 'edit') (values as Record<MergeField, unknown>)[field] = sideValue(field, choice.side, input);
    else if (isEditable(field)) {
      const check = checkEdit(field, choice.text, choice.invalidDate);
      if (check.ok) (values as Record<MergeField, unknown>)[field] = check.value;
      else errors[field] = check.error;
    } else missing.push(field);
  }
  return missing.length === 0 && Object.keys(errors).length === 0 ? { ok: true, values } : { ok: false, missing, errors };
}

/** The fields merged without asking (changed on either side, no conflict), with their merged value. */
export function mergedAutomatically(input: ConflictInput): { field: MergeField; values: MergeValues }[] {
  const { merged } = mergeFields(input.base, input.mine, input.theirs);
  const changed = new Set([...changedFields(input.base, input.mine), ...changedFields(input.base, input.theirs)]);
  return MERGE_FIELDS.filter((field) => changed.has(field) && !input.conflicts.includes(field)).map((field) => ({ field, values: merged }));
}

/** A field's value as people read it, one line per reminder or category; dates as the app writes them. */
export function displayLines(field: MergeField, values: MergeValues, parentName?: (id: string) => string): string[] {
  switch (field) {
    case 'name':
      return [values.name.trim() || 'Empty'];
    case 'phone':
      return [values.phone ? (phoneLinks(values.phone)?.display ?? values.phone) : 'No phone number'];
    case 'birthday':
      return [values.birthday ? formatGermanDate(values.birthday) : 'No birthday'];
    case 'billDate':
      return [values.billDate ? formatGermanDate(values.billDate) : 'No bill date'];
    case 'reminders':
      return values.reminders.length === 0
        ? ['No reminders']
        : values.reminders.map((r) => [r.text, r.done ? 'done' : 'open', dueLabel(r)].filter(Boolean).join(' · '));
    case 'categories':
      return values.categories.length === 0 ? ['No categories'] : values.categories.map((c) => `${c.categoryName}: ${c.optionValue}`);
    case 'parentId':
      return [values.parentId === null ? 'No upline (top of the tree)' : (parentName?.(values.parentId) ?? values.parentId)];
  }
}
