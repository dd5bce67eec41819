import type { Knex } from 'knex';
import { canRenameTree, RENAME_DENIED } from '../../shared/domain/policies';
import { forbidden } from '../http/errors';
import { Teamtree } from '../models/teamtree';
import { requireMembership } from './membership-access';

/** Renames a tree for its owner or a moderator (the root profile keeps its own name). */
export async function renameTree(db: Knex, userId: string, teamtreeId: string, name: string): Promise<{ id: string; name: string }> {
  const { tree, membership } = await requireMembership(db, teamtreeId, userId);
  if (!canRenameTree(membership.permission)) throw forbidden(RENAME_DENIED);
  await Teamtree.query(db).findById(tree.id).patch({ name, updatedAt: new Date() });
  return { id: tree.id, name };
}
