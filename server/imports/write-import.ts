import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { Permission } from '../../shared/domain/constants';
import { badRequest } from '../http/errors';
import { checkNewParent, PARENT_NOT_IN_TREE } from '../profiles/create-profile';
import { fieldColumns } from '../profiles/profile-rows';
import { lockTree } from '../profiles/tree-lock';
import { writeImportCategories } from './import-categories';
import { planImport, type ImportRow, type MatchedProfile, type PlannedRow } from './import-plan';

const CHUNK = 1000;

export interface ImportCommand {
  teamtreeId: string;
  parentId: string | null;
  rows: ImportRow[];
  actorId: string;
  permission: Permission;
}

export interface ImportResult {
  added: number;
  updated: number;
  profileIds: string[];
}

/** The tree's profiles that carry one of the rows' partner IDs. */
async function matchExternalIds(trx: Knex.Transaction, teamtreeId: string, rows: readonly ImportRow[]): Promise<Map<string, MatchedProfile>> {
  const ids = [...new Set(rows.flatMap((row) => (row.externalId === null ? [] : [row.externalId])))];
  const matched = new Map<string, MatchedProfile>();
  for (let from = 0; from < ids.length; from += CHUNK) {
    const found = (await trx('profiles')
      .where({ teamtree_id: teamtreeId })
      .whereIn('external_id', ids.slice(from, from + CHUNK))
      .select('id', 'parent_id', 'external_id')) as { id: string; parent_id: string | null; external_id: string }[];
    for (const p of found) matched.set(p.external_id, { id: p.id, parentId: p.parent_id });
  }
  return matched;
}

/** Every `uplineProfileId` must be a profile of this tree (400 naming the first row that is not). */
async function checkUplineProfiles(trx: Knex.Transaction, teamtreeId: string, rows: readonly ImportRow[]): Promise<void> {
  const wanted = [...new Set(rows.flatMap((row) => (row.uplineProfileId === null ? [] : [row.uplineProfileId])))];
  if (wanted.length === 0) return;
  const found = new Set<string>();
  for (let from = 0; from < wanted.length; from += CHUNK) {
    const part = await trx('profiles').where({ teamtree_id: teamtreeId }).whereIn('id', wanted.slice(from, from + CHUNK)).pluck('id');
    for (const id of part as string[]) found.add(id);
  }
  const index = rows.findIndex((row) => row.uplineProfileId !== null && !found.has(row.uplineProfileId));
  if (index >= 0) throw badRequest(`rows.${index}.uplineProfileId: ${PARENT_NOT_IN_TREE}`, { [`rows.${index}.uplineProfileId`]: PARENT_NOT_IN_TREE });
}

async function insertNewProfiles(trx: Knex.Transaction, teamtreeId: string, planned: readonly PlannedRow[]): Promise<void> {
  const inserts = planned
    .filter((entry) => entry.isNew)
    .map(({ id, parentId, row }) => ({
      id,
      teamtree_id: teamtreeId,
      parent_id: parentId,
      ...fieldColumns({ ...row, reminders: [] }),
      external_id: row.externalId,
      updated_at: trx.raw('clock_timestamp()'),
    }));
  // Uplines come first, and a chunk's rows are checked at the end of its statement.
  for (let from = 0; from < inserts.length; from += CHUNK) await trx('profiles').insert(inserts.slice(from, from + CHUNK));
}

/**
 * Matched profiles take the file's values, a chunk per statement; an empty cell never clears
 * what a profile holds. Like every profile write (profile-rows.ts `bumpProfile`): version + 1
 * and `updated_at = clock_timestamp()` under the tree lock.
 */
async function updateMatchedProfiles(trx: Knex.Transaction, planned: readonly PlannedRow[]): Promise<void> {
  const matched = planned.filter((entry) => !entry.isNew);
  for (let from = 0; from < matched.length; from += CHUNK) {
    const part = matched.slice(from, from + CHUNK);
    const values = part.map(() => '(?::uuid, ?, ?, ?::date, ?::date)').join(', ');
    const bindings = part.flatMap(({ id, row }) => [id, row.name, row.phone, row.birthday, row.billDate]);
    await trx.raw(
      `UPDATE profiles p
          SET name = v.name,
              phone = COALESCE(NULLIF(v.phone, ''), p.phone),
              birthday = COALESCE(v.birthday, p.birthday),
              bill_date = COALESCE(v.bill_date, p.bill_date),
              version = p.version + 1,
              updated_at = clock_timestamp()
         FROM (VALUES ${values}) AS v(id, name, phone, birthday, bill_date)
        WHERE p.id = v.id`,
      bindings,
    );
  }
}

/**
 * Writes an import in ONE transaction under the tree's lock: every row or none. New profiles
 * start at version 1, matched ones go up by one, like every other profile write.
 */
export async function writeImport(db: Knex, command: ImportCommand): Promise<ImportResult> {
  return db.transaction(async (trx) => {
    await lockTree(trx, command.teamtreeId);
    await checkNewParent(trx, command.teamtreeId, command.parentId);
    await checkUplineProfiles(trx, command.teamtreeId, command.rows);
    const matched = await matchExternalIds(trx, command.teamtreeId, command.rows);
    const planned = planImport(command.rows, matched, command.parentId, command.permission, () => crypto.randomUUID());
    await insertNewProfiles(trx, command.teamtreeId, planned);
    await updateMatchedProfiles(trx, planned);
    await writeImportCategories(trx, command.teamtreeId, planned, command.actorId);
    const added = planned.filter((entry) => entry.isNew).length;
    return { added, updated: planned.length - added, profileIds: planned.map((entry) => entry.id) };
  });
}
