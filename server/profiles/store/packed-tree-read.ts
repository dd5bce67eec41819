import type { Knex } from 'knex';
import { assemble, creatorsOf, groupTags, NO_TAGS, type CategoryRow, type ProfileAnswer, type TagRow } from '../profile-answer';
import { selectCategories } from './category-reads';
import { CATEGORIES, CATEGORY_COLUMNS as K, PROFILE_COLUMNS as P, PROFILES, TAG_COLUMNS as T, TAGS } from './columns';
import { epochMicros, FIELD_SEPARATOR, packedLayout, ROW_SEPARATOR, unquote } from './packed-layout';

/*
 * A whole tree (or its profiles changed since a moment) read packed: each query answers ONE
 * text value of packed rows (packed-layout.ts). This skips the per-row work of the database
 * drivers, which dominates for 10,000+ rows (about 3x faster on PGlite): the one place the
 * profile store uses SQL text instead of the query builder. Empty stands for null (empty is
 * never a valid id or date). Timestamps travel as integer epoch microseconds.
 */
const UPDATED_US = epochMicros(`p.${P.updatedAt}`);

const PROFILE_ROW = packedLayout({
  id: `p.${P.id}`,
  name: `to_json(p.${P.name})::text`,
  phone: `to_json(p.${P.phone})::text`,
  birthday: `coalesce(p.${P.birthday}::text, '')`,
  billDate: `coalesce(p.${P.billDate}::text, '')`,
  parentId: `coalesce(p.${P.parentId}::text, '')`,
  reminders: `CASE WHEN jsonb_array_length(p.${P.reminders}) = 0 THEN '' ELSE p.${P.reminders}::text END`,
  version: `p.${P.version}`,
  updatedUs: UPDATED_US,
  createdUs: epochMicros(`p.${P.createdAt}`),
});

const TAG_ROW = packedLayout({
  id: `t.${T.id}`,
  profileId: `t.${T.profileId}`,
  categoryId: `t.${T.categoryId}`,
  value: `to_json(t.${T.value})::text`,
  createdById: `coalesce(t.${T.createdById}::text, '')`,
});

const PACKED_PROFILES = `
  SELECT (SELECT count(*) FROM ${PROFILES} WHERE ${P.teamtreeId} = ?) AS total,
         (SELECT string_agg(${PROFILE_ROW.sql}, E'\\x1e' ORDER BY p.${P.createdAt}, p.${P.id})
            FROM ${PROFILES} p
           WHERE p.${P.teamtreeId} = ? AND ${UPDATED_US} > ?::bigint) AS packed`;

const PACKED_TAGS = `
  SELECT string_agg(${TAG_ROW.sql}, E'\\x1e') AS packed
    FROM ${TAGS} t JOIN ${CATEGORIES} c ON c.${K.id} = t.${T.categoryId}
   WHERE c.${K.teamtreeId} = ?`;

function tagRowsOf(packed: string | null): TagRow[] {
  if (!packed) return [];
  const at = TAG_ROW.at;
  return packed.split(ROW_SEPARATOR).map((line) => {
    const f = line.split(FIELD_SEPARATOR);
    return { id: f[at.id], profileId: f[at.profileId], categoryId: f[at.categoryId], value: unquote(f[at.value]), createdById: f[at.createdById] || null };
  });
}

export interface PackedRead {
  /** In the API's order (creation time, then id); `parentName` is filled from `names` when known. */
  answers: ProfileAnswer[];
  /** Epoch microseconds per answer (same index): `updated_at` and `created_at`. */
  updatedUs: number[];
  createdUs: number[];
  /** How many profiles the tree has, in the same snapshot as the rows. */
  total: number;
  categories: CategoryRow[];
}

/** The packed tags of the tree, or of the listed profiles only. */
function readPackedTags(db: Knex, teamtreeId: string, profileIds: string[] | null): Promise<{ rows: { packed: string | null }[] }> {
  if (profileIds === null) return db.raw(PACKED_TAGS, [teamtreeId]);
  return db.raw(`${PACKED_TAGS} AND t.${T.profileId} = ANY(string_to_array(?, ',')::uuid[])`, [teamtreeId, profileIds.join(',')]);
}

/**
 * The tree's profiles whose `updated_at` is after `sinceUs` (all of them for -1), in three
 * set-based queries: profiles (with the tree's total), their tags, the tree's categories.
 * `names` resolves parent names of parents that were not read (the tree cache's other rows).
 */
export async function readPackedTree(db: Knex, teamtreeId: string, sinceUs = -1, names?: (id: string) => string | undefined): Promise<PackedRead> {
  const profiles = await db.raw(PACKED_PROFILES, [teamtreeId, teamtreeId, sinceUs]);
  const packed: string | null = profiles.rows[0]?.packed ?? null;
  const total = Number(profiles.rows[0]?.total ?? 0);
  const rows = packed ? packed.split(ROW_SEPARATOR).map((line) => line.split(FIELD_SEPARATOR)) : [];
  const at = PROFILE_ROW.at;
  const [tags, categories] = await Promise.all([
    rows.length === 0 ? { rows: [] } : readPackedTags(db, teamtreeId, sinceUs < 0 ? null : rows.map((f) => f[at.id])),
    selectCategories(db, teamtreeId),
  ]);
  const creators = creatorsOf(categories);
  const tagsByProfile = groupTags(tagRowsOf(tags.rows[0]?.packed ?? null), categories);
  const read = new Map<string, string>();
  const updatedUs: number[] = [];
  const createdUs: number[] = [];
  const answers = rows.map((f) => {
    const micros = Number(f[at.updatedUs]);
    updatedUs.push(micros);
    createdUs.push(Number(f[at.createdUs]));
    const row = {
      id: f[at.id],
      name: unquote(f[at.name]),
      phone: unquote(f[at.phone]),
      birthday: f[at.birthday] || null,
      billDate: f[at.billDate] || null,
      parentId: f[at.parentId] || null,
      reminders: f[at.reminders] || null,
      version: Number(f[at.version]),
      updatedMs: Math.floor(micros / 1000),
    };
    read.set(row.id, row.name);
    return assemble(teamtreeId, row, null, tagsByProfile.get(row.id) ?? NO_TAGS, creators);
  });
  for (const answer of answers) {
    if (answer.parentId !== null) answer.parentName = read.get(answer.parentId) ?? names?.(answer.parentId) ?? null;
  }
  return { answers, updatedUs, createdUs, total, categories };
}
