/**
 * Building profiles as the API answers them (API.md "Trees > Shapes") from database rows.
 * Shared by the single-profile read and the packed whole-tree read.
 */

/** A profile as the API answers it. */
export interface ProfileAnswer {
  id: string;
  teamtreeId: string;
  name: string;
  phone: string;
  birthday: string | null;
  billDate: string | null;
  parentId: string | null;
  parentName: string | null;
  categoryData: {
    categories: { id: string; name: string; createdById: string | null }[];
    tags: { id: string; categoryId: string; categoryName: string; value: string; createdById: string | null }[];
  };
  categories: { name: string; value: string }[];
  reminders: { text: string; done: boolean }[];
  version: number;
  updatedAt: string;
}

export interface ProfileRow {
  id: string;
  name: string;
  phone: string;
  birthday: string | null;
  bill_date: string | null;
  parent_id: string | null;
  /** JSON text, or null for no reminders. */
  reminders: string | null;
  version: number;
  /** Epoch milliseconds of `updated_at`. */
  updated_ms: number | string;
}

export interface TagRow {
  id: string;
  profile_id: string;
  category_id: string;
  value: string;
  created_by_id: string | null;
}

export interface CategoryRow {
  id: string;
  name: string;
  created_by_id: string | null;
}

export type Tags = ProfileAnswer['categoryData']['tags'];

/** Shared by every profile without tags or reminders: a whole tree allocates far fewer arrays. */
export const NO_TAGS: Tags = Object.freeze([]) as unknown as Tags;
const NO_TAGS_VIEW = Object.freeze([]) as unknown as ProfileAnswer['categoryData']['categories'];
const NO_PAIRS = Object.freeze([]) as unknown as ProfileAnswer['categories'];
const NO_REMINDERS = Object.freeze([]) as unknown as ProfileAnswer['reminders'];

function parseReminders(text: string | null): ProfileAnswer['reminders'] {
  if (text === null) return NO_REMINDERS;
  return (JSON.parse(text) as { text: string; done: boolean }[]).map((r) => ({ text: r.text, done: r.done }));
}

/** Category creators by id, for `categoryData.categories`. */
export type Creators = Map<string, string | null>;

export function creatorsOf(categories: CategoryRow[]): Creators {
  return new Map(categories.map((c) => [c.id, c.created_by_id]));
}

export function assemble(teamtreeId: string, row: ProfileRow, parentName: string | null, tags: Tags, creators: Creators): ProfileAnswer {
  return {
    id: row.id,
    teamtreeId,
    name: row.name,
    phone: row.phone,
    birthday: row.birthday,
    billDate: row.bill_date,
    parentId: row.parent_id,
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
    updatedAt: new Date(Number(row.updated_ms)).toISOString(),
  };
}

/** Groups tags by profile, each list in the order of `categories` (by name, case-insensitively). */
export function groupTags(tagRows: TagRow[], categories: CategoryRow[]): Map<string, Tags> {
  const byId = new Map(categories.map((c, index) => [c.id, { ...c, index }]));
  const byProfile = new Map<string, Tags>();
  const sorted = tagRows.length > 1 ? [...tagRows].sort((a, b) => (byId.get(a.category_id)?.index ?? 0) - (byId.get(b.category_id)?.index ?? 0)) : tagRows;
  for (const tag of sorted) {
    const category = byId.get(tag.category_id);
    if (!category) continue;
    const entry = { id: tag.id, categoryId: tag.category_id, categoryName: category.name, value: tag.value, createdById: tag.created_by_id };
    const list = byProfile.get(tag.profile_id);
    if (list) list.push(entry);
    else byProfile.set(tag.profile_id, [entry]);
  }
  return byProfile;
}
