import type { Knex } from 'knex';

/**
 * A member leaves (or is removed from) a tree: their open tasks there go to the tree's owner
 * (issue 37; docs/follow-ups.md). Done tasks keep their assignee. Runs in the removal's
 * transaction; answers how many tasks were handed over.
 */
export async function handOpenTasksToOwner(trx: Knex.Transaction, teamtreeId: string, userId: string): Promise<number> {
  const tree = await trx('teamtrees').where({ id: teamtreeId }).first<{ owner_id: string } | undefined>('owner_id');
  if (!tree || tree.owner_id === userId) return 0;
  return trx('tasks')
    .where({ teamtree_id: teamtreeId, assignee_id: userId, done: false })
    .update({ assignee_id: tree.owner_id, version: trx.raw('version + 1'), updated_at: new Date() });
}
