import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { RestorePlan } from '../../../shared/domain/restore-lookalikes';
import { HISTORY } from '../../history/history-entry';
import { keepInTrash, removeTrashItems, TRASH_ITEMS, TRASH_PROFILES, TRASH_TAGS, type TrashItemRow } from '../../history/trash-store';
import { COPY_FIGURES_TO_TRASH, restoreFigures } from '../../figures/trash-figures';
import { COPY_FOLLOW_UPS_TO_TRASH, restoreFollowUps } from './trash-follow-ups';
import { CATEGORIES, CATEGORY_COLUMNS as K, PROFILE_COLUMNS as P, PROFILES, TAG_COLUMNS as T, TAGS } from './columns';

/*
 * Moving a deleted profile or downline into the trash and bringing it back (docs/history.md
 * "The trash"; the trash's own tables: history/trash-store.ts). Set-based: a few statements,
 * whatever the downline's size. Only the write gateway (gateway.ts) calls these, in its
 * transaction and under its tree lock.
 */

/** The copied columns, as `profiles` and `trash_profiles` both name them. */
const COPIED = [P.id, P.parentId, P.name, P.phone, P.birthday, P.billDate, P.reminders, P.version, P.externalId, P.createdAt];
const COLUMN_LIST = COPIED.join(', ');

export interface TrashTop {
  teamtreeId: string;
  profileId: string;
  parentId: string | null;
  name: string;
  actorId: string | null;
  /** The delete's stamp (the transaction's `updated_at`). */
  at: string;
}

/** The profiles a delete moves, as the CTE `sub(id)`. */
export interface TrashSet {
  sql: string;
  bindings: string[];
}

/** The profile's subtree (itself included): every profile of the tree for its root. */
function subtree(top: TrashTop): TrashSet {
  if (top.parentId === null) return { sql: `sub(id) AS (SELECT ${P.id} FROM ${PROFILES} WHERE ${P.teamtreeId} = ?)`, bindings: [top.teamtreeId] };
  return {
    sql: `RECURSIVE sub(id) AS (SELECT ${P.id} FROM ${PROFILES} WHERE ${P.id} = ? UNION SELECT p.${P.id} FROM ${PROFILES} p JOIN sub ON p.${P.parentId} = sub.id)`,
    bindings: [top.profileId],
  };
}

/** The profiles the restore entry `entryId` brought back, unchanged since (their `updated_at` is its `at`; store/restore-reads.ts). */
export function restoredSet(entryId: string): TrashSet {
  return {
    sql: `sub(id) AS (SELECT p.${P.id} FROM ${PROFILES} p JOIN ${HISTORY} h ON h.teamtree_id = p.${P.teamtreeId} AND h.at = p.${P.updatedAt} WHERE h.id = ?)`,
    bindings: [entryId],
  };
}

/**
 * Moves the profile and its downline into a new trash item and deletes them, in ONE statement
 * (the subtree is walked once; every part reads the tree as it was before the delete): the
 * item with its count and the linked memberships, the tags with their category names, the
 * partners' notes and tasks (trash-follow-ups.ts) and figures (figures/trash-figures.ts), and the rows the delete returns. Every part JOINs `sub` (its ids are distinct: a UNION, or a tree's
 * rows) rather than asking `IN (SELECT id FROM sub)`, which made PostgreSQL build a distinct
 * set of the 50,000 ids once per part (docs/history.md "Figures"). The trash rows carry no
 * foreign keys and the item no primary key beyond its id (checking 50,000 of them cost more
 * than the delete itself); the purge and the restore remove them by `trash_id`. Answers the
 * item's id and every removed id (the top first). `sub`: the profile's subtree unless given
 * (an undone restore's profiles, `restoredSet`).
 */
export async function moveToTrash(trx: Knex.Transaction, top: TrashTop, sub: TrashSet = subtree(top)): Promise<{ trashId: string; ids: string[] }> {
  const trashId = crypto.randomUUID();
  const result = await trx.raw(
    `WITH ${sub.sql},
     links AS (SELECT coalesce(jsonb_agg(jsonb_build_object('membershipId', m.id, 'profileId', m.linked_profile_id)), '[]'::jsonb) AS links
                 FROM memberships m JOIN sub ON sub.id = m.linked_profile_id WHERE m.teamtree_id = ?),
     item AS (INSERT INTO ${TRASH_ITEMS} (id, teamtree_id, profile_id, parent_id, name, count, deleted_by_id, deleted_at, links)
              SELECT ?::uuid, ?::uuid, ?::uuid, ?::uuid, ?, (SELECT count(*) FROM sub), ?::uuid, ?::timestamptz, (SELECT links FROM links)),
     tags AS (INSERT INTO ${TRASH_TAGS} (trash_id, profile_id, category_name, value, created_by_id)
              SELECT ?::uuid, t.${T.profileId}, c.${K.name}, t.${T.value}, t.${T.createdById}
                FROM ${TAGS} t JOIN sub ON sub.id = t.${T.profileId} JOIN ${CATEGORIES} c ON c.${K.id} = t.${T.categoryId}),
     ${COPY_FOLLOW_UPS_TO_TRASH}
     ${COPY_FIGURES_TO_TRASH}
     gone AS (DELETE FROM ${PROFILES} p USING sub WHERE p.${P.teamtreeId} = ? AND p.${P.id} = sub.id RETURNING ${COPIED.map((column) => `p.${column}`).join(', ')}),
     kept AS (INSERT INTO ${TRASH_PROFILES} (trash_id, ${COLUMN_LIST}) SELECT ?::uuid, ${COLUMN_LIST} FROM gone)
     SELECT id FROM gone`,
    [...sub.bindings, top.teamtreeId, trashId, top.teamtreeId, top.profileId, top.parentId, top.name, top.actorId, top.at, trashId, trashId, trashId, trashId, top.teamtreeId, trashId],
  );
  const ids = (result.rows as { id: string }[]).map((row) => row.id).filter((id) => id !== top.profileId);
  return { trashId, ids: [top.profileId, ...ids] };
}

/**
 * The item's tags again, set-based: categories the tree lost meanwhile are made again (by
 * `actorId`; the plan's limit is not asked: a restore brings back what was), each tag with its
 * value and its creator when that user still exists; only the tags of the `restored` profiles.
 */
async function restoreTags(trx: Knex.Transaction, teamtreeId: string, trashId: string, actorId: string | null, restored: Knex.Raw): Promise<void> {
  await trx.raw(
    `INSERT INTO ${CATEGORIES} (${K.id}, ${K.teamtreeId}, ${K.name}, ${K.nameLower}, ${K.createdById})
     SELECT gen_random_uuid(), ?::uuid, min(category_name), lower(category_name), ?::uuid FROM ${TRASH_TAGS} WHERE trash_id = ? AND profile_id = ANY(?) GROUP BY lower(category_name)
     ON CONFLICT (${K.teamtreeId}, ${K.nameLower}) DO NOTHING`,
    [teamtreeId, actorId, trashId, restored],
  );
  await trx.raw(
    `INSERT INTO ${TAGS} (${T.id}, ${T.profileId}, ${T.categoryId}, ${T.value}, ${T.createdById})
     SELECT gen_random_uuid(), tt.profile_id, c.${K.id}, tt.value, u.id
       FROM ${TRASH_TAGS} tt
       JOIN ${CATEGORIES} c ON c.${K.teamtreeId} = ? AND c.${K.nameLower} = lower(tt.category_name)
       LEFT JOIN users u ON u.id = tt.created_by_id
      WHERE tt.trash_id = ? AND tt.profile_id = ANY(?)
     ON CONFLICT (${T.profileId}, ${T.categoryId}) DO NOTHING`,
    [teamtreeId, trashId, restored],
  );
}

/** `ids` as one SQL array parameter. */
const idArray = (trx: Knex.Transaction, ids: readonly string[]) => trx.raw(`string_to_array(?, ',')::uuid[]`, [ids.join(',')]);

/**
 * Inserts the item's profiles the plan restores (shared/domain/restore-lookalikes.ts) again with
 * their ids, fields, reminders, tags, notes and tasks, each under its stored upline or where the plan places
 * it, versions + 1 and `updated_at` = `at` (a partner ID another profile took meanwhile stays
 * with that one), links the memberships that were linked to them again, and removes them from
 * the trash: the item goes, or keeps the lookalikes the plan left out. Answers the restored
 * ids in the plan's order (the top first when it came back).
 */
export async function restoreRows(trx: Knex.Transaction, teamtreeId: string, item: TrashItemRow, plan: RestorePlan, at: string, actorId: string | null): Promise<string[]> {
  const columns = [P.teamtreeId, ...COPIED, P.updatedAt];
  const placed = [...plan.placed].filter((entry): entry is [string, string] => entry[1] !== null);
  const root = [...plan.placed].find(([, parent]) => parent === null)?.[0] ?? null;
  await trx
    .into(trx.raw('?? (??)', [PROFILES, columns]))
    .insert(
      trx(`${TRASH_PROFILES} as tp`)
        .leftJoin(
          trx.raw('unnest(?, ?) AS m(id, parent_id)', [
            idArray(
              trx,
              placed.map(([id]) => id),
            ),
            idArray(
              trx,
              placed.map(([, parent]) => parent),
            ),
          ]),
          'm.id',
          'tp.id',
        )
        .where('tp.trash_id', item.id)
        .whereRaw('tp.id = ANY(?)', [idArray(trx, plan.restored)])
        .select(
          trx.raw('?::uuid', [teamtreeId]),
          'tp.id',
          trx.raw('CASE WHEN tp.id = ? THEN NULL ELSE coalesce(m.parent_id, tp.parent_id) END', [root]),
          ...[P.name, P.phone, P.birthday, P.billDate, P.reminders].map((column) => `tp.${column}`),
          trx.raw('tp.version + 1'),
          trx.raw(`CASE WHEN EXISTS (SELECT 1 FROM ${PROFILES} q WHERE q.${P.teamtreeId} = ? AND q.${P.externalId} = tp.external_id) THEN NULL ELSE tp.external_id END`, [teamtreeId]),
          'tp.created_at',
          trx.raw('?::timestamptz', [at]),
        ),
    );
  await restoreTags(trx, teamtreeId, item.id, actorId, idArray(trx, plan.restored));
  await restoreFollowUps(trx, teamtreeId, item.id, idArray(trx, plan.restored));
  await restoreFigures(trx, teamtreeId, item.id, idArray(trx, plan.restored));
  const links = typeof item.links === 'string' ? (JSON.parse(item.links) as Exclude<TrashItemRow['links'], string>) : item.links;
  const restored = new Set(plan.restored);
  for (const link of links.filter((one) => restored.has(one.profileId))) {
    await trx('memberships').where({ id: link.membershipId, teamtree_id: teamtreeId }).whereNull('linked_profile_id').update({ linked_profile_id: link.profileId });
  }
  const leftOut = [...plan.lookalikes.keys()].filter((id) => !restored.has(id));
  if (leftOut.length > 0) await keepInTrash(trx, item.id, leftOut);
  else await removeTrashItems(trx, [item.id]);
  return plan.restored;
}
