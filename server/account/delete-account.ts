import type { Knex } from 'knex';
import { NEW_OWNER_NOT_MEMBER, NOT_YOUR_TREE, TRANSFER_TWICE, type TreeTransfer } from '../../shared/schemas/account-deletion';
import type { MembershipAnswer } from '../../shared/schemas/teamtree';
import { badRequest } from '../http/errors';
import { forgetTagCreator } from '../profiles/store/gateway';
import { lockTree } from '../profiles/store/tree-lock';
import { holdTree } from '../profiles/tree-hold';
import { loadMember, loadTreeMembers } from '../trees/memberships';

/**
 * Deleting an account (API.md additions of 2026-11-27; docs/privacy.md "Deleting the account"),
 * in one transaction: each owned tree named in `transfers` gets that member as its owner, every
 * other owned tree goes with all its profiles, history and trash, and the user row goes with
 * everything that hangs on it (sessions, memberships, join requests, settings, two-step
 * sign-in, mail links, idempotency keys: foreign keys with ON DELETE CASCADE). What stays of
 * the user in trees that remain is anonymised: history entries and trash items name no user
 * (`user: null`, `deletedBy: null`), tags and categories no creator.
 */

/** A tree deleted with the account, with the members it had (besides the deleted owner). */
export interface DeletedTree {
  id: string;
  members: MembershipAnswer[];
}

/** A tree handed over: the new owner's membership as it is now. */
export interface HandedTree {
  id: string;
  name: string;
  newOwner: MembershipAnswer;
}

export interface AccountDeletion {
  deletedTrees: DeletedTree[];
  handedTrees: HandedTree[];
  /** The user's memberships of trees that remain (their owners and moderators are told). */
  leftMemberships: MembershipAnswer[];
}

/** Refuses transfers of trees the user does not own, or of one tree twice (400), before anything is locked. */
export function checkTransfers(ownedTreeIds: readonly string[], transfers: readonly TreeTransfer[]): void {
  const owned = new Set(ownedTreeIds);
  const seen = new Set<string>();
  for (const transfer of transfers) {
    if (!owned.has(transfer.teamtreeId)) throw badRequest(NOT_YOUR_TREE, { transfers: NOT_YOUR_TREE });
    if (seen.has(transfer.teamtreeId)) throw badRequest(TRANSFER_TWICE, { transfers: TRANSFER_TWICE });
    seen.add(transfer.teamtreeId);
  }
}

export async function ownedTreeIds(db: Knex, userId: string): Promise<string[]> {
  const rows: { id: string }[] = await db('teamtrees').where({ owner_id: userId }).orderBy('id').select('id');
  return rows.map((row) => row.id);
}

/** Runs `work` holding every tree of `ids` in this process (the write gateway's queue), in id order. */
function holdTrees<T>(db: Knex, ids: readonly string[], work: () => Promise<T>): Promise<T> {
  const sorted = [...ids].sort();
  const run = (index: number): Promise<T> => (index === sorted.length ? work() : holdTree(db, sorted[index], () => run(index + 1)));
  return run(0);
}

async function handOver(trx: Knex.Transaction, userId: string, transfer: TreeTransfer): Promise<HandedTree> {
  const member = await trx('memberships').where({ teamtree_id: transfer.teamtreeId, user_id: transfer.userId }).forUpdate().first('id');
  if (!member || transfer.userId === userId) throw badRequest(NEW_OWNER_NOT_MEMBER, { transfers: NEW_OWNER_NOT_MEMBER });
  await trx('memberships').where({ id: member.id }).update({ permission: 'OWNER' });
  await trx('teamtrees').where({ id: transfer.teamtreeId }).update({ owner_id: transfer.userId, updated_at: trx.fn.now() });
  // Its tags lose their creator; their profiles are raised a version with a new `updated_at` (one
  // stamp, as every gateway write) for the tree caches and changes-since reads; no history entry.
  await forgetTagCreator(trx, transfer.teamtreeId, userId);
  const tree = await trx('teamtrees').where({ id: transfer.teamtreeId }).first('name');
  return { id: transfer.teamtreeId, name: tree.name, newOwner: (await loadMember(trx, member.id))! };
}

/** The trash of deleted trees goes row by row: its profile and tag copies carry no foreign key to the tree. */
async function deleteTrash(trx: Knex.Transaction, treeIds: readonly string[]): Promise<void> {
  if (treeIds.length === 0) return;
  const items = trx('trash_items').whereIn('teamtree_id', treeIds).select('id');
  await trx('trash_tags').whereIn('trash_id', items).del();
  await trx('trash_profiles').whereIn('trash_id', items).del();
  await trx('trash_items').whereIn('teamtree_id', treeIds).del();
}

/**
 * Deletes the user (whose identity the caller has confirmed) and their trees but those handed
 * over; 400 (nothing changed) for a transfer to someone who is not a member of that tree.
 */
export async function deleteAccountData(db: Knex, userId: string, transfers: readonly TreeTransfer[]): Promise<AccountDeletion> {
  const owned = await ownedTreeIds(db, userId);
  checkTransfers(owned, transfers);
  return holdTrees(db, owned, () =>
    db.transaction(async (trx) => {
      // Every writer of these trees waits for the commit (tree lock); a tree made meanwhile goes too.
      for (const id of owned) await lockTree(trx, id);
      const ownedNow = await ownedTreeIds(trx, userId);
      checkTransfers(ownedNow, transfers);
      const handedTrees: HandedTree[] = [];
      for (const transfer of transfers) handedTrees.push(await handOver(trx, userId, transfer));
      const handed = new Set(transfers.map((transfer) => transfer.teamtreeId));
      const deletedTrees: DeletedTree[] = [];
      for (const id of ownedNow.filter((tree) => !handed.has(tree))) {
        deletedTrees.push({ id, members: (await loadTreeMembers(trx, id)).filter((member) => member.userId !== userId) });
      }
      const gone = new Set(deletedTrees.map((tree) => tree.id));
      const own: { id: string; teamtree_id: string }[] = await trx('memberships').where({ user_id: userId }).select('id', 'teamtree_id');
      const leftMemberships: MembershipAnswer[] = [];
      for (const membership of own.filter((row) => !gone.has(row.teamtree_id))) leftMemberships.push((await loadMember(trx, membership.id))!);

      await deleteTrash(trx, [...gone]);
      // Copies of tags in the trash of remaining trees keep no creator either (no foreign key there).
      await trx('trash_tags').where({ created_by_id: userId }).update({ created_by_id: null });
      await trx('teamtrees').whereIn('id', [...gone]).del();
      await trx('users').where({ id: userId }).del();
      return { deletedTrees, handedTrees, leftMemberships };
    }),
  );
}
