import { z } from 'zod';
import { DEFAULT_DIAL_CODE, type Plan } from '@shared/domain/constants';
import { formatDay } from '../../../i18n/formats';
import { currentLanguage, t } from '../../../i18n/i18n';
import { createProfileRequest, reminderOf, type Reminder } from '@shared/schemas/profile';
import { checkedBy } from '../../../forms/relabel';
import { phoneForApi } from '../../../lib/phone-input';
import { newRow, rowsToPairs, type CategoryRow } from '../../../lib/category-editor';
import { checkCategories, checkDates, corePayload, profileTexts, type ProfileCoreValues } from '../../../profile-form/profile-core-form';

/** The Create/Edit Partner form's state and schema (pure, unit-tested). */

export type { Reminder };

export interface PartnerValues extends ProfileCoreValues {
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
  return { name: '', dialCode: DEFAULT_DIAL_CODE, phone: '', birthday: '', billDate: '', invalidDates: {}, rows: [], reminders: [] };
}

export function valuesFromProfile(profile: PartnerSource): PartnerValues {
  const { dialCode, national } = splitPhone(profile.phone);
  return {
    name: profile.name,
    dialCode,
    phone: national,
    birthday: profile.birthday ?? '',
    billDate: profile.billDate ?? '',
    invalidDates: {},
    rows: profile.categories.map((c) => newRow(c.name, c.value)),
    reminders: profile.reminders.map(reminderOf),
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

/** The body of POST/PUT /api/teamtree/profile (without ids). */
export function payloadOf(values: PartnerValues) {
  return { ...corePayload(values), billDate: values.billDate, reminders: values.reminders, categories: rowsToPairs(values.rows) };
}

/**
 * Create/Edit Partner: the profile request's rules (name and bill date required, lengths, the
 * phone) on what would be sent, impossible dates, and the categories within the plan's limit
 * counted with the tree's own names.
 */
export function partnerForm(plan: Plan, treeCategories: readonly string[]) {
  return z
    .custom<PartnerValues>()
    .superRefine(checkedBy(createProfileRequest.omit({ teamtreeId: true, parentId: true }), payloadOf, { text: profileTexts }))
    .superRefine(checkDates)
    .superRefine(checkCategories(plan, treeCategories));
}

/* ---------- Reminders ---------- */

/** A new open reminder, due on `due.date` (and at `due.time`, only with a date) when given. */
export function addReminder(list: readonly Reminder[], text: string, due: { date?: string; time?: string } = {}): Reminder[] {
  const trimmed = text.trim();
  return trimmed ? [...list, reminderOf({ text: trimmed, done: false, dueDate: due.date, dueTime: due.date ? due.time : undefined })] : [...list];
}

/** Sets or clears a reminder's due date and time; clearing the date clears the time too. */
export function setReminderDue(list: readonly Reminder[], index: number, due: { date: string; time: string }): Reminder[] {
  return list.map((r, i) => (i === index ? reminderOf({ text: r.text, done: r.done, dueDate: due.date, dueTime: due.date ? due.time : undefined }) : r));
}

/** 'Due 27.11.2026, 09:30' ('Fällig 27.11.2026, 09:30'; empty without a due date). */
export function dueLabel(reminder: Reminder): string {
  if (!reminder.dueDate) return '';
  const date = formatDay(reminder.dueDate, currentLanguage());
  return reminder.dueTime ? t('teamtree.reminders.dueAt', { date, time: reminder.dueTime }) : t('teamtree.reminders.due', { date });
}

/** An open reminder whose due date has passed on the user's calendar. */
export const isOverdue = (reminder: Reminder, today: string) => !reminder.done && Boolean(reminder.dueDate) && reminder.dueDate! < today;

export function toggleReminder(list: readonly Reminder[], index: number): Reminder[] {
  return list.map((r, i) => (i === index ? { ...r, done: !r.done } : r));
}

export function removeReminder(list: readonly Reminder[], index: number): Reminder[] {
  return list.filter((_, i) => i !== index);
}
