import { DEFAULT_DIAL_CODE } from '../../../../../shared/domain/constants';
import { phoneForApi } from '../../lib/phone-input';
import { newRow, rowsToPairs, type CategoryRow } from '../../lib/category-editor';

/** The Create/Edit Partner form's state (pure helpers, unit-tested). */

export interface Reminder {
  text: string;
  done: boolean;
}

export interface PartnerValues {
  name: string;
  dialCode: string;
  /** National number, digits only. */
  phone: string;
  birthday: string;
  billDate: string;
  rows: CategoryRow[];
  reminders: Reminder[];
}

/** The profile fields the form starts from. */
export interface PartnerSource {
  name: string;
  phone: string;
  birthday: string | null;
  billDate: string | null;
  categories: { name: string; value: string }[];
  reminders: Reminder[];
}

/** `+49 15112345678` -> dial code and national digits; a phone without a dial code keeps the default. */
export function splitPhone(phone: string): { dialCode: string; national: string } {
  const match = /^(\+\d{1,4}) (\d+)$/.exec(phone.trim());
  if (match) return { dialCode: match[1], national: match[2] };
  return { dialCode: DEFAULT_DIAL_CODE, national: phone.replace(/\D/g, '') };
}

export function emptyValues(): PartnerValues {
  return { name: '', dialCode: DEFAULT_DIAL_CODE, phone: '', birthday: '', billDate: '', rows: [], reminders: [] };
}

export function valuesFromProfile(profile: PartnerSource): PartnerValues {
  const { dialCode, national } = splitPhone(profile.phone);
  return {
    name: profile.name,
    dialCode,
    phone: national,
    birthday: profile.birthday ?? '',
    billDate: profile.billDate ?? '',
    rows: profile.categories.map((c) => newRow(c.name, c.value)),
    reminders: profile.reminders.map((r) => ({ text: r.text, done: r.done })),
  };
}

/** The phone as the API stores it: empty, or `+dial national`. */
export function phoneOf(values: PartnerValues): string {
  return phoneForApi(values.dialCode, values.phone);
}

/** What would be saved, as a comparable value (the dial code alone is no change). */
function snapshot(values: PartnerValues): string {
  return JSON.stringify([values.name.trim(), phoneOf(values), values.birthday, values.billDate, rowsToPairs(values.rows), values.reminders]);
}

/** Whether anything was entered or changed compared with the start. */
export function isDirty(initial: PartnerValues, current: PartnerValues): boolean {
  return snapshot(initial) !== snapshot(current);
}

export function missingRequired(values: PartnerValues): boolean {
  return !values.name.trim() || !values.billDate;
}

/** The body of POST/PUT /api/teamtree/profile (without ids). */
export function payloadOf(values: PartnerValues) {
  return {
    name: values.name.trim(),
    phone: phoneOf(values),
    birthday: values.birthday || null,
    billDate: values.billDate,
    reminders: values.reminders,
    categories: rowsToPairs(values.rows),
  };
}

/* ---------- Reminders ---------- */

export function addReminder(list: readonly Reminder[], text: string): Reminder[] {
  const trimmed = text.trim();
  return trimmed ? [...list, { text: trimmed, done: false }] : [...list];
}

export function toggleReminder(list: readonly Reminder[], index: number): Reminder[] {
  return list.map((r, i) => (i === index ? { ...r, done: !r.done } : r));
}

export function removeReminder(list: readonly Reminder[], index: number): Reminder[] {
  return list.filter((_, i) => i !== index);
}
