import type { Knex } from 'knex';
import { canChangeTreeSettings, TREE_SETTINGS_DENIED } from '../../shared/domain/policies';
import type { TreeSettings } from '../../shared/schemas/teamtree';
import { forbidden } from '../http/errors';
import { Teamtree } from '../models/teamtree';
import { requireMembership } from './membership-access';

/** A tree's settings as the answers present them. */
export function presentTreeSettings(tree: Pick<Teamtree, 'dialCountry' | 'teamCareDays'>): Required<TreeSettings> {
  return { dialCountry: tree.dialCountry, teamCareDays: tree.teamCareDays };
}

/** Changes a tree's settings for its owner (moderators and others: 403). */
export async function changeTreeSettings(
  db: Knex,
  userId: string,
  teamtreeId: string,
  settings: TreeSettings,
): Promise<{ id: string; name: string; settings: Required<TreeSettings> }> {
  const { tree, membership } = await requireMembership(db, teamtreeId, userId);
  if (!canChangeTreeSettings(membership.permission)) throw forbidden(TREE_SETTINGS_DENIED);
  const teamCareDays = settings.teamCareDays ?? tree.teamCareDays;
  await Teamtree.query(db).findById(tree.id).patch({ dialCountry: settings.dialCountry, teamCareDays, updatedAt: new Date() });
  return { id: tree.id, name: tree.name, settings: presentTreeSettings({ dialCountry: settings.dialCountry, teamCareDays }) };
}
