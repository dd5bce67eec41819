import type { z } from 'zod';
import { reminderOf, type profileAnswer } from '../../shared/schemas/profile';

/**
 * Building profiles as the API answers them (API.md "Trees > Shapes") from the rows the profile
 * store reads. Shared by the single-profile read and the packed whole-tree read.
 */

/** A profile as the API answers it: the shared zod schema's type. */
export type ProfileAnswer = z.infer<typeof profileAnswer>;

/** A profile row as read for an answer (field names of the API, see store/columns.ts). */
export interface ProfileRow {
  id: string;
  name: string;
  phone: string;
  birthday: string | null;
  billDate: string | null;
  parentId: string | null;
  /** JSON text, or null for no reminders. */
  reminders: string | null;
  version: number;
  /** Epoch milliseconds of `updated_at`. */
  updatedMs: number;
}

export interface TagRow {
  id: string;
  profileId: string;
  categoryId: string;
  value: string;
  createdById: string | null;
}

export interface CategoryRow {
  id: string;
  name: string;
  createdById: string | null;
}

export type Tags = ProfileAnswer['categoryData']['tags'];

/** Shared by every profile without tags or reminders: a whole tree allocates far fewer arrays. */
export const NO_TAGS: Tags = Object.freeze([]) as unknown as Tags;
const NO_TAGS_VIEW = Object.freeze([]) as unknown as ProfileAnswer['categoryData']['categories'];
const NO_PAIRS = Object.freeze([]) as unknown as ProfileAnswer['categories'];
const NO_REMINDERS = Object.freeze([]) as unknown as ProfileAnswer['reminders'];

function parseReminders(text: string | null): ProfileAnswer['reminders'] {
  if (text === null) return NO_REMINDERS;
  return (JSON.parse(text) as ProfileAnswer['reminders']).map(reminderOf);
}

/** Category creators by id, for `categoryData.categories`. */
export type Creators = Map<string, string | null>;

export function creatorsOf(categories: CategoryRow[]): Creators {
  return new Map(categories.map((c) => [c.id, c.createdById]));
}

export function assemble(teamtreeId: string, row: ProfileRow, parentName: string | null, tags: Tags, creators: Creators): ProfileAnswer {
  return {
    id: row.id,
    teamtreeId,
    name: row.name,
    phone: row.phone,
    birthday: row.birthday,
    billDate: row.billDate,
    parentId: row.parentId,
    parentName,
    categoryData: {
      categories: tags.length
        ? tags.map((t) => ({ id: t.categoryId, name: t.categoryName, createdById: creators.get(t.categoryId) ?? null }))
        : NO_TAGS_VIEW,
      tags,
    },
    categories: tags.length ? tags.map((t) => ({ name: t.categoryName, value: t.value })) : NO_PAIRS,
    reminders: parseReminders(row.reminders),
    version: row.version,
    updatedAt: new Date(row.updatedMs).toISOString(),
  };
}

/** Groups tags by profile, each list in the order of `categories` (by name, case-insensitively). */
export function groupTags(tagRows: TagRow[], categories: CategoryRow[]): Map<string, Tags> {
  const byId = new Map(categories.map((c, index) => [c.id, { ...c, index }]));
  const byProfile = new Map<string, Tags>();
  const sorted = tagRows.length > 1 ? [...tagRows].sort((a, b) => (byId.get(a.categoryId)?.index ?? 0) - (byId.get(b.categoryId)?.index ?? 0)) : tagRows;
  for (const tag of sorted) {
    const category = byId.get(tag.categoryId);
    if (!category) continue;
    const entry = { id: tag.id, categoryId: tag.categoryId, categoryName: category.name, value: tag.value, createdById: tag.createdById };
    const list = byProfile.get(tag.profileId);
    if (list) list.push(entry);
    else byProfile.set(tag.profileId, [entry]);
  }
  return byProfile;
}
