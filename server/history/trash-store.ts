import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { TRASH_ITEM_NOT_FOUND } from '../../shared/schemas/history';
import { notFound } from '../http/errors';
import { CATEGORIES, CATEGORY_COLUMNS as K, PROFILE_COLUMNS as P, PROFILES, TAG_COLUMNS as T, TAGS } from '../profiles/store/columns';

/**
 * The trash's rows (migration 011): a deleted profile or downline is copied here in the delete's
 * transaction, set-based (a few statements, whatever its size), and copied back on a restore.
 * Only the write gateway calls these, under its tree lock.
 */

export const TRASH_ITEMS = 'trash_items';
const TRASH_PROFILES = 'trash_profiles';
const TRASH_TAGS = 'trash_tags';

/** The copied columns, as `profiles` and `trash_profiles` both name them. */
const COPIED = [P.id, P.parentId, P.name, P.phone, P.birthday, P.billDate, P.reminders, P.version, P.externalId, P.createdAt];

export interface TrashTop {
  teamtreeId: string;
  profileId: string;
  parentId: string | null;
  name: string;
  actorId: string | null;
  /** The delete's stamp (the transaction's `updated_at`). */
  at: string;
}

/** The subtree of `profileId` (itself included), or every profile of the tree for its root. */
function subtreeIds(trx: Knex.Transaction, top: TrashTop): Knex.QueryBuilder {
  if (top.parentId === null) return trx(PROFILES).where(P.teamtreeId, top.teamtreeId).select(P.id);
  return trx
    .withRecursive('sub', ['id'], (start) =>
      start
        .select(P.id)
        .from(PROFILES)
        .where(P.id, top.profileId)
        .union((step) => step.select(`p.${P.id}`).from(`${PROFILES} as p`).join('sub', `p.${P.parentId}`, 'sub.id')),
    )
    .select('id')
    .from('sub');
}

/**
 * Copies the profile and its downline (fields, categories by name, linked memberships) into a
 * new trash item, then deletes them. Answers the item's id and every removed id (the top first).
 */
export async function moveToTrash(trx: Knex.Transaction, top: TrashTop): Promise<{ trashId: string; ids: string[] }> {
  const trashId = crypto.randomUUID();
  await trx(TRASH_ITEMS).insert({
    id: trashId,
    teamtree_id: top.teamtreeId,
    profile_id: top.profileId,
    parent_id: top.parentId,
    name: top.name,
    count: 0,
    deleted_by_id: top.actorId,
    deleted_at: trx.raw('?::timestamptz', [top.at]),
  });
  const copied: { id: string }[] = await trx
    .into(trx.raw('?? (??)', [TRASH_PROFILES, ['trash_id', ...COPIED]]))
    .insert(trx(PROFILES).whereIn(P.id, subtreeIds(trx, top)).select(trx.raw('?::uuid', [trashId]), ...COPIED))
    .returning('id');
  const inTrash = trx(TRASH_PROFILES).where('trash_id', trashId).select('id');
  await trx
    .into(trx.raw('?? (??)', [TRASH_TAGS, ['trash_id', 'profile_id', 'category_name', 'value', 'created_by_id']]))
    .insert(
      trx(`${TAGS} as t`)
        .join(`${CATEGORIES} as c`, `c.${K.id}`, `t.${T.categoryId}`)
        .whereIn(`t.${T.profileId}`, inTrash)
        .select(trx.raw('?::uuid', [trashId]), `t.${T.profileId}`, `c.${K.name}`, `t.${T.value}`, `t.${T.createdById}`),
    );
  const links = trx('memberships')
    .where('teamtree_id', top.teamtreeId)
    .whereIn('linked_profile_id', trx(TRASH_PROFILES).where('trash_id', trashId).select('id'))
    .select(trx.raw(`coalesce(jsonb_agg(jsonb_build_object('membershipId', id, 'profileId', linked_profile_id)), '[]'::jsonb)`));
  await trx(TRASH_ITEMS).where('id', trashId).update({ count: copied.length, links });
  await trx(PROFILES).whereIn(P.id, trx(TRASH_PROFILES).where('trash_id', trashId).select('id')).del();
  const ids = copied.map((row) => row.id).filter((id) => id !== top.profileId);
  return { trashId, ids: [top.profileId, ...ids] };
}

export interface TrashItemRow {
  id: string;
  profileId: string;
  parentId: string | null;
  name: string;
  count: number;
  links: { membershipId: string; profileId: string }[] | string;
}

/** A trash item of the tree deleted after `keptSince` (epoch ms), locked; 404 when it is gone. */
export async function findTrashItem(trx: Knex.Transaction, teamtreeId: string, trashId: string, keptSince: Date): Promise<TrashItemRow> {
  const item = await trx(TRASH_ITEMS)
    .where({ id: trashId, teamtree_id: teamtreeId })
    .where('deleted_at', '>', keptSince)
    .forUpdate()
    .first('id', 'profile_id as profileId', 'parent_id as parentId', 'name', 'count', 'links');
  if (!item) throw notFound(TRASH_ITEM_NOT_FOUND);
  return item;
}

/** Where the top of a restored downline hangs: its old parent when it is still there, else the root (none: it becomes the root). */
async function parentForRestore(trx: Knex.Transaction, teamtreeId: string, item: TrashItemRow): Promise<string | null> {
  if (item.parentId !== null) {
    const parent = await trx(PROFILES).where({ [P.id]: item.parentId, [P.teamtreeId]: teamtreeId }).first(P.id);
    if (parent) return item.parentId;
  }
  const root = await trx(PROFILES).where(P.teamtreeId, teamtreeId).whereNull(P.parentId).first(P.id);
  return root?.[P.id] ?? null;
}

/**
 * The item's tags again, set-based: categories the tree lost meanwhile are made again (by
 * `actorId`; the plan's limit is not asked: a restore brings back what was), each tag with its
 * value and its creator when that user still exists.
 */
async function restoreTags(trx: Knex.Transaction, teamtreeId: string, trashId: string, actorId: string | null): Promise<void> {
  await trx.raw(
    `INSERT INTO ${CATEGORIES} (${K.id}, ${K.teamtreeId}, ${K.name}, ${K.nameLower}, ${K.createdById})
     SELECT gen_random_uuid(), ?::uuid, min(category_name), lower(category_name), ?::uuid FROM ${TRASH_TAGS} WHERE trash_id = ? GROUP BY lower(category_name)
     ON CONFLICT (${K.teamtreeId}, ${K.nameLower}) DO NOTHING`,
    [teamtreeId, actorId, trashId],
  );
  await trx.raw(
    `INSERT INTO ${TAGS} (${T.id}, ${T.profileId}, ${T.categoryId}, ${T.value}, ${T.createdById})
     SELECT gen_random_uuid(), tt.profile_id, c.${K.id}, tt.value, u.id
       FROM ${TRASH_TAGS} tt
       JOIN ${CATEGORIES} c ON c.${K.teamtreeId} = ? AND c.${K.nameLower} = lower(tt.category_name)
       LEFT JOIN users u ON u.id = tt.created_by_id
      WHERE tt.trash_id = ?
     ON CONFLICT (${T.profileId}, ${T.categoryId}) DO NOTHING`,
    [teamtreeId, trashId],
  );
}

/**
 * Inserts the item's profiles again with their ids, fields, reminders and tags, versions + 1
 * and `updated_at` = `at` (a partner ID another profile took meanwhile stays with that one),
 * links the memberships that were linked to them again, and removes the item. Answers the ids
 * (the top first).
 */
export async function restoreRows(trx: Knex.Transaction, teamtreeId: string, item: TrashItemRow, at: string, actorId: string | null): Promise<string[]> {
  const parentId = await parentForRestore(trx, teamtreeId, item);
  const columns = [P.teamtreeId, ...COPIED, P.updatedAt];
  const restored: { id: string }[] = await trx
    .into(trx.raw('?? (??)', [PROFILES, columns]))
    .insert(
      trx(`${TRASH_PROFILES} as tp`)
        .where('tp.trash_id', item.id)
        .select(
          trx.raw('?::uuid', [teamtreeId]),
          'tp.id',
          trx.raw('CASE WHEN tp.id = ? THEN ?::uuid ELSE tp.parent_id END', [item.profileId, parentId]),
          ...[P.name, P.phone, P.birthday, P.billDate, P.reminders].map((column) => `tp.${column}`),
          trx.raw('tp.version + 1'),
          trx.raw(`CASE WHEN EXISTS (SELECT 1 FROM ${PROFILES} q WHERE q.${P.teamtreeId} = ? AND q.${P.externalId} = tp.external_id) THEN NULL ELSE tp.external_id END`, [teamtreeId]),
          'tp.created_at',
          trx.raw('?::timestamptz', [at]),
        ),
    )
    .returning(P.id);
  await restoreTags(trx, teamtreeId, item.id, actorId);
  const links = typeof item.links === 'string' ? (JSON.parse(item.links) as TrashItemRow['links'] & object[]) : item.links;
  for (const link of links) {
    await trx('memberships').where({ id: link.membershipId, teamtree_id: teamtreeId }).whereNull('linked_profile_id').update({ linked_profile_id: link.profileId });
  }
  await trx(TRASH_ITEMS).where('id', item.id).del();
  const ids = restored.map((row) => row.id).filter((id) => id !== item.profileId);
  return [item.profileId, ...ids];
}
