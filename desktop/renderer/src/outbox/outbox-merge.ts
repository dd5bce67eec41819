import { changedFields, mergeFields, mergeValuesOf, type MergeField, type MergeValues } from '@shared/domain/field-merge';
import { reminderOf } from '@shared/schemas/profile';
import type { TreeProfile } from '../realtime/tree-patch';
import { baseOf, type OutboxBase, type OutboxEntry } from './outbox-entry';

/**
 * A queued update the server refused as stale, merged per field (shared/domain/field-merge.ts)
 * against the base it kept: the pure steps. The entry that results is a new request (new key,
 * the server's version), since the old key's body is frozen.
 */

type Body = Record<string, unknown>;

/** The values the queued update means: its base with the fields its body sets. */
export function mineOf(base: MergeValues, body: Body): MergeValues {
  const mine = { ...base };
  if (typeof body.name === 'string') mine.name = body.name;
  if (body.phone !== undefined) mine.phone = typeof body.phone === 'string' ? body.phone : '';
  if (body.birthday !== undefined) mine.birthday = typeof body.birthday === 'string' && body.birthday !== '' ? body.birthday : null;
  if (body.billDate !== undefined) mine.billDate = typeof body.billDate === 'string' ? body.billDate : '';
  if (Array.isArray(body.reminders)) mine.reminders = (body.reminders as Parameters<typeof reminderOf>[0][]).map(reminderOf);
  if (Array.isArray(body.categories)) mine.categories = (body.categories as { name: string; value: string }[]).map((c) => ({ categoryName: c.name, optionValue: c.value }));
  if (typeof body.parentId === 'string') mine.parentId = body.parentId;
  return mine;
}

/** The update body that turns `theirs` into `values`: every field that differs, and their version. */
export function bodyOf(id: string, values: MergeValues, theirs: MergeValues, version: number): Body {
  const body: Body = { id, version };
  for (const field of changedFields(theirs, values)) {
    if (field === 'categories') body.categories = values.categories.map((c) => ({ name: c.categoryName, value: c.optionValue }));
    else if (field === 'parentId') {
      if (values.parentId !== null) body.parentId = values.parentId;
    } else body[field] = values[field];
  }
  return body;
}

export type StaleOutcome = { kind: 'merged'; entry: OutboxEntry } | { kind: 'conflict'; entry: OutboxEntry; conflicts: MergeField[] };

/** How the stored conflict text names each field (English, kept with the entry; outbox-error-text.ts says it in the language shown). */
export const FIELD_LABELS: Record<MergeField, string> = {
  name: 'name',
  phone: 'phone',
  birthday: 'birthday',
  billDate: 'bill date',
  reminders: 'reminders',
  categories: 'categories',
  parentId: 'upline',
};

export const CHANGED_MEANWHILE = 'Changed on the server meanwhile: ';

/** The entry rewritten onto the server's profile with the chosen values: a new request. */
export function resent(entry: OutboxEntry, values: MergeValues, theirs: OutboxBase, key: string): OutboxEntry {
  return {
    ...entry,
    key,
    state: 'waiting',
    attempted: false,
    error: undefined,
    theirs: undefined,
    request: { ...entry.request, body: bodyOf(entry.profileId, values, mergeValuesOf(theirs.profile), theirs.version) },
    base: { ...theirs },
    label: values.name || entry.label,
  };
}

/** A stale update against the server's profile now: merged into a new request, or a conflict for the user. */
export function mergeStale(entry: OutboxEntry, server: TreeProfile, key: string): StaleOutcome {
  const base = mergeValuesOf(entry.base!.profile);
  const theirs = baseOf(server);
  const { merged, conflicts } = mergeFields(base, mineOf(base, entry.request.body ?? {}), mergeValuesOf(theirs.profile));
  if (conflicts.length === 0) return { kind: 'merged', entry: resent(entry, merged, theirs, key) };
  const what = conflicts.map((field) => FIELD_LABELS[field]).join(', ');
  return { kind: 'conflict', conflicts, entry: { ...entry, state: 'conflict', theirs, error: `${CHANGED_MEANWHILE}${what}.` } };
}
