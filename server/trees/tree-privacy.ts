import type { Knex } from 'knex';
import { canChangeTreeSettings, TREE_SETTINGS_DENIED } from '../../shared/domain/policies';
import { hiddenFor, normaliseHidden, normalisePrivacy, type HideableField, type ReadPrivacyChoice } from '../../shared/domain/read-privacy';
import type { Permission } from '../../shared/domain/constants';
import type { TreePrivacy } from '../../shared/schemas/tree-privacy';
import { forbidden } from '../http/errors';
import { Teamtree } from '../models/teamtree';
import { requireMembership } from './membership-access';

/** A tree's privacy as the answers present it. */
export function presentTreePrivacy(tree: Pick<Teamtree, 'hideFromRead'>): TreePrivacy {
  return { hideFromRead: normalisePrivacy(tree.hideFromRead ?? []) };
}

/** The fields the tree hides from its READ members (none for a tree that is gone). */
export async function treeHiddenFields(db: Knex, teamtreeId: string): Promise<HideableField[]> {
  return normaliseHidden(await treeHideFromRead(db, teamtreeId));
}

/** Everything the tree hides from READ members (fields and sections), as kept. */
export async function treeHideFromRead(db: Knex, teamtreeId: string): Promise<string[]> {
  const row = await db('teamtrees').where({ id: teamtreeId }).first<{ hide_from_read: string[] } | undefined>('hide_from_read');
  return row?.hide_from_read ?? [];
}

/** The fields a member with this permission must not see in this tree. */
export function hiddenForMember(tree: Pick<Teamtree, 'hideFromRead'>, permission: Permission): readonly HideableField[] {
  return hiddenFor(permission, normaliseHidden(tree.hideFromRead ?? []));
}

/** Changes what the tree hides from READ members, for its owner (moderators and others: 403). */
export async function changeTreePrivacy(
  db: Knex,
  userId: string,
  teamtreeId: string,
  hideFromRead: ReadPrivacyChoice[],
): Promise<{ id: string; name: string; privacy: TreePrivacy }> {
  const { tree, membership } = await requireMembership(db, teamtreeId, userId);
  if (!canChangeTreeSettings(membership.permission)) throw forbidden(TREE_SETTINGS_DENIED);
  await db('teamtrees').where({ id: tree.id }).update({ hide_from_read: db.raw('?::text[]', [`{${hideFromRead.join(',')}}`]), updated_at: new Date() });
  return { id: tree.id, name: tree.name, privacy: { hideFromRead } };
}
