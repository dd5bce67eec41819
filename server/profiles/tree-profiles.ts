import type { Knex } from 'knex';

/** A profile as the API answers it (API.md "Trees > Shapes"). */
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

interface ProfileRow {
  id: string;
  teamtree_id: string;
  name: string;
  phone: string;
  birthday: string | null;
  bill_date: string | null;
  parent_id: string | null;
  parent_name: string | null;
  reminders: { text: string; done: boolean }[] | string;
  version: number;
  updated_at: Date;
}

interface TagRow {
  id: string;
  profile_id: string;
  category_id: string;
  category_name: string;
  category_created_by_id: string | null;
  value: string;
  created_by_id: string | null;
}

function assemble(row: ProfileRow, tags: TagRow[]): ProfileAnswer {
  const reminders = typeof row.reminders === 'string' ? JSON.parse(row.reminders) : row.reminders;
  return {
    id: row.id,
    teamtreeId: row.teamtree_id,
    name: row.name,
    phone: row.phone,
    birthday: row.birthday,
    billDate: row.bill_date,
    parentId: row.parent_id,
    parentName: row.parent_id ? row.parent_name : null,
    categoryData: {
      categories: tags.map((t) => ({ id: t.category_id, name: t.category_name, createdById: t.category_created_by_id })),
      tags: tags.map((t) => ({
        id: t.id,
        categoryId: t.category_id,
        categoryName: t.category_name,
        value: t.value,
        createdById: t.created_by_id,
      })),
    },
    categories: tags.map((t) => ({ name: t.category_name, value: t.value })),
    reminders: reminders.map((r: { text: string; done: boolean }) => ({ text: r.text, done: r.done })),
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

function selectProfiles(db: Knex) {
  return db('profiles as p')
    .leftJoin('profiles as parent', 'parent.id', 'p.parent_id')
    .select(
      'p.id', 'p.teamtree_id', 'p.name', 'p.phone', 'p.birthday', 'p.bill_date', 'p.parent_id',
      'parent.name as parent_name', 'p.reminders', 'p.version', 'p.updated_at',
    );
}

function selectTags(db: Knex) {
  return db('profile_tags as t')
    .join('categories as c', 'c.id', 't.category_id')
    .select('t.id', 't.profile_id', 't.category_id', 'c.name as category_name', 'c.created_by_id as category_created_by_id', 't.value', 't.created_by_id')
    .orderBy('c.name_lower');
}

function groupTags(tags: TagRow[]): Map<string, TagRow[]> {
  const byProfile = new Map<string, TagRow[]>();
  for (const tag of tags) {
    const list = byProfile.get(tag.profile_id);
    if (list) list.push(tag);
    else byProfile.set(tag.profile_id, [tag]);
  }
  return byProfile;
}

/** Every profile of a tree in two set-based queries (profiles with parent names, then tags). */
export async function loadTreeProfiles(db: Knex, teamtreeId: string): Promise<ProfileAnswer[]> {
  const [rows, tags] = await Promise.all([
    selectProfiles(db).where('p.teamtree_id', teamtreeId).orderBy('p.created_at').orderBy('p.id') as Promise<ProfileRow[]>,
    selectTags(db).join('profiles as tp', 'tp.id', 't.profile_id').where('tp.teamtree_id', teamtreeId) as Promise<TagRow[]>,
  ]);
  const byProfile = groupTags(tags);
  return rows.map((row) => assemble(row, byProfile.get(row.id) ?? []));
}

/** One profile as the API answers it, or `undefined`. */
export async function loadProfile(db: Knex, profileId: string): Promise<ProfileAnswer | undefined> {
  const row = (await selectProfiles(db).where('p.id', profileId).first()) as ProfileRow | undefined;
  if (!row) return undefined;
  const tags = (await selectTags(db).where('t.profile_id', profileId)) as TagRow[];
  return assemble(row, tags);
}

/** The tree's category names in use: `teamtree.categories` of the status answer. */
export async function loadTreeCategories(db: Knex, teamtreeId: string): Promise<{ id: string; name: string }[]> {
  return db('categories').where({ teamtree_id: teamtreeId }).orderBy('name_lower').select('id', 'name');
}
