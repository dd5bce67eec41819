import type { Knex } from 'knex';
import { notFound } from '../../http/errors';
import { assemble, creatorsOf, groupTags, type ProfileAnswer, type ProfileRow, type TagRow } from '../profile-answer';
import { selectCategories } from './category-reads';
import { readInChunks } from './read-in-chunks';
import { PROFILE_COLUMNS as P, PROFILES, recordSelection, TAG_COLUMNS as T, TAGS, toRecord, type ProfileRecord } from './columns';

export const PROFILE_NOT_FOUND = 'Profile not found';

/** A stored profile (without tags), or `undefined`. */
export async function findProfile(db: Knex, profileId: string): Promise<ProfileRecord | undefined> {
  const row = await db(`${PROFILES} as p`).where(`p.${P.id}`, profileId).first(recordSelection('p'));
  return row ? toRecord(row) : undefined;
}

/** The profile a route was asked about, read before authorizing; 404 when there is none. */
export async function findProfileOr404(db: Knex, profileId: string): Promise<ProfileRecord> {
  const profile = await findProfile(db, profileId);
  if (!profile) throw notFound(PROFILE_NOT_FOUND);
  return profile;
}

/** The tree a profile belongs to, or `undefined` for no such profile. */
export async function treeOfProfile(db: Knex, profileId: string): Promise<string | undefined> {
  const row = await db(PROFILES).where(P.id, profileId).first(`${P.teamtreeId} as teamtreeId`);
  return row?.teamtreeId;
}

/** A profile's name, `''` when there is no such profile. */
export async function profileName(db: Knex, profileId: string): Promise<string> {
  const row = await db(PROFILES).where(P.id, profileId).first(`${P.name} as name`);
  return row?.name ?? '';
}

/** The names of these profiles by id (those that do not exist are left out). */
export async function profileNames(db: Knex, profileIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await readInChunks([...new Set(profileIds)], (part) => db(PROFILES).whereIn(P.id, part).select(`${P.id} as id`, `${P.name} as name`) as Promise<{ id: string; name: string }[]>);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Whether any profile has `profileId` as its parent. */
export async function hasChildren(db: Knex, profileId: string): Promise<boolean> {
  return Boolean(await db(PROFILES).where(P.parentId, profileId).first(P.id));
}

/** Whether the tree has its root profile. */
export async function hasRoot(db: Knex, teamtreeId: string): Promise<boolean> {
  return Boolean(await db(PROFILES).where(P.teamtreeId, teamtreeId).whereNull(P.parentId).first(P.id));
}

/** True when `candidateId` is `profileId` or lies in its subtree (walks up from the candidate). */
export async function isSelfOrDescendant(db: Knex, profileId: string, candidateId: string): Promise<boolean> {
  const found = await db
    .withRecursive('up', ['id', 'parent_id'], (start) =>
      start
        .select(P.id, P.parentId)
        .from(PROFILES)
        .where(P.id, candidateId)
        .union((step) => step.select(`p.${P.id}`, `p.${P.parentId}`).from(`${PROFILES} as p`).join('up', `p.${P.id}`, 'up.parent_id')),
    )
    .from('up')
    .where('id', profileId)
    .first('id');
  return Boolean(found);
}

/** One profile's row for its answer, with its tree and its parent's name. */
function selectAnswerRow(db: Knex, profileId: string): Promise<(ProfileRow & { teamtreeId: string; parentName: string | null }) | undefined> {
  return db(`${PROFILES} as p`)
    .leftJoin(`${PROFILES} as parent`, `parent.${P.id}`, `p.${P.parentId}`)
    .where(`p.${P.id}`, profileId)
    .first(
      `p.${P.id} as id`,
      `p.${P.teamtreeId} as teamtreeId`,
      `p.${P.name} as name`,
      `p.${P.phone} as phone`,
      `p.${P.birthday} as birthday`,
      `p.${P.billDate} as billDate`,
      `p.${P.parentId} as parentId`,
      `parent.${P.name} as parentName`,
      `p.${P.version} as version`,
      db.raw(`CASE WHEN jsonb_array_length(p.${P.reminders}) = 0 THEN NULL ELSE p.${P.reminders}::text END AS reminders`),
      db.raw(`floor(extract(epoch FROM p.${P.updatedAt}) * 1000)::float8 AS "updatedMs"`),
    );
}

/** One profile as the API answers it, or `undefined`. */
export async function loadProfile(db: Knex, profileId: string): Promise<ProfileAnswer | undefined> {
  const row = await selectAnswerRow(db, profileId);
  if (!row) return undefined;
  // One after the other: inside a transaction both share one connection.
  const tags: TagRow[] = await db(TAGS)
    .where(T.profileId, profileId)
    .select(`${T.id} as id`, `${T.profileId} as profileId`, `${T.categoryId} as categoryId`, `${T.value} as value`, `${T.createdById} as createdById`);
  const categories = await selectCategories(db, row.teamtreeId);
  const parentName = row.parentId ? row.parentName : null;
  return assemble(row.teamtreeId, { ...row, updatedMs: Number(row.updatedMs) }, parentName, groupTags(tags, categories).get(profileId) ?? [], creatorsOf(categories));
}

/** Which of `profileIds` are profiles of the tree. */
export async function profilesInTree(db: Knex, teamtreeId: string, profileIds: readonly string[]): Promise<Set<string>> {
  const found = await readInChunks(profileIds, (part) => db(PROFILES).where(P.teamtreeId, teamtreeId).whereIn(P.id, part).pluck(P.id) as Promise<string[]>);
  return new Set(found);
}
