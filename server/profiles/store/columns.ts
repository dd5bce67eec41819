import { reminderOf } from '../../../shared/schemas/profile';
import type { ProfileAnswer } from '../profile-answer';

/**
 * The one map between a profile's API field names and the `profiles` table's columns. Every
 * read (the single-profile read, the packed whole-tree read, lookups) and every write of the
 * profile store takes its column names from here.
 */
export const PROFILE_COLUMNS = {
  id: 'id',
  teamtreeId: 'teamtree_id',
  parentId: 'parent_id',
  name: 'name',
  phone: 'phone',
  birthday: 'birthday',
  billDate: 'bill_date',
  reminders: 'reminders',
  version: 'version',
  /** The partner ID of the company's back office, set by imports (unique per tree). */
  externalId: 'external_id',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const;
export type ProfileField = keyof typeof PROFILE_COLUMNS;

/** The same for a profile's tag (`profile_tags`) and a tree's category (`categories`). */
export const TAG_COLUMNS = {
  id: 'id',
  profileId: 'profile_id',
  categoryId: 'category_id',
  value: 'value',
  createdById: 'created_by_id',
} as const;
export const CATEGORY_COLUMNS = {
  id: 'id',
  teamtreeId: 'teamtree_id',
  name: 'name',
  nameLower: 'name_lower',
  createdById: 'created_by_id',
  /** The category's values in their declared order (a jsonb list), or null: no order (category-order.ts). */
  valueOrder: 'value_order',
} as const;

export const PROFILES = 'profiles';
export const TAGS = 'profile_tags';
export const CATEGORIES = 'categories';

export type Reminder = ProfileAnswer['reminders'][number];

/** A profile as stored (without its tags), under the API's field names. */
export interface ProfileRecord {
  id: string;
  teamtreeId: string;
  parentId: string | null;
  name: string;
  phone: string;
  /** `YYYY-MM-DD` or null (SQL date, read as a string). */
  birthday: string | null;
  billDate: string | null;
  reminders: Reminder[];
  version: number;
}

/** The fields a user edits. */
export type ProfileFields = Pick<ProfileRecord, 'name' | 'phone' | 'birthday' | 'billDate' | 'reminders'>;

/** What a write may change: editable fields and the parent (a move). */
export type ProfileChanges = Partial<ProfileFields> & { parentId?: string | null };

const RECORD_FIELDS = ['id', 'teamtreeId', 'parentId', 'name', 'phone', 'birthday', 'billDate', 'reminders', 'version'] as const satisfies readonly (keyof ProfileRecord & ProfileField)[];

/** The `select` list of a `ProfileRecord`: each column under its API name (`p.bill_date as billDate`). */
export function recordSelection(alias: string): string[] {
  return RECORD_FIELDS.map((field) => `${alias}.${PROFILE_COLUMNS[field]} as ${field}`);
}

/** A selected row as a record: reminders arrive parsed from one driver and as text from the other. */
export function toRecord(row: Omit<ProfileRecord, 'reminders'> & { reminders: Reminder[] | string }): ProfileRecord {
  const reminders = typeof row.reminders === 'string' ? (JSON.parse(row.reminders) as Reminder[]) : row.reminders;
  return { ...row, reminders };
}

/** Column values of a write, as stored (reminders as JSON text with exactly `reminderOf`'s fields). */
export function toColumns(changes: ProfileChanges): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const field of ['parentId', 'name', 'phone', 'birthday', 'billDate'] as const) {
    if (changes[field] !== undefined) columns[PROFILE_COLUMNS[field]] = changes[field];
  }
  if (changes.reminders !== undefined) {
    columns[PROFILE_COLUMNS.reminders] = JSON.stringify(changes.reminders.map(reminderOf));
  }
  return columns;
}
