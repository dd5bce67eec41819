import type { Knex } from 'knex';
import { canChangeTreeSettings, TREE_SETTINGS_DENIED } from '../../shared/domain/policies';
import type { TreeSettings } from '../../shared/schemas/teamtree';
import { forbidden } from '../http/errors';
import { Teamtree } from '../models/teamtree';
import { requireMembership } from './membership-access';

/** A tree's settings as the answers present them. */
export function presentTreeSettings(tree: Pick<Teamtree, 'dialCountry'>): TreeSettings {
  return { dialCountry: tree.dialCountry };
}

/** Changes a tree's settings for its owner (moderators and others: 403). */
export async function changeTreeSettings(
  db: Knex,
  userId: string,
  teamtreeId: string,
  settings: TreeSettings,
): Promise<{ id: string; name: string; settings: TreeSettings }> {
  const { tree, membership } = await requireMembership(db, teamtreeId, userId);
  if (!canChangeTreeSettings(membership.permission)) throw forbidden(TREE_SETTINGS_DENIED);
  await Teamtree.query(db).findById(tree.id).patch({ dialCountry: settings.dialCountry, updatedAt: new Date() });
  return { id: tree.id, name: tree.name, settings: presentTreeSettings(settings) };
}
