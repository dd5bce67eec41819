import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { CreateTeamtreeInput } from '../../shared/schemas/teamtree';
import type { User } from '../models/user';
import { applyCategories } from '../profiles/apply-categories';
import { insertProfile } from '../profiles/profile-rows';
import { lockTree } from '../profiles/tree-lock';

export interface CreatedTree {
  id: string;
  name: string;
  rootProfileId: string;
}

/**
 * Creates a tree in one transaction: the tree (owned by the caller), its root profile from the
 * given fields and categories (normalised and limited by the owner's plan, through the profiles
 * module's `applyCategories`), and the caller's OWNER membership linked to that root.
 */
export async function createTree(db: Knex, owner: User, input: CreateTeamtreeInput): Promise<CreatedTree> {
  return db.transaction(async (trx) => {
    const id = crypto.randomUUID();
    await trx('teamtrees').insert({ id, name: input.name, owner_id: owner.id });
    await lockTree(trx, id);
    const rootProfileId = await insertProfile(trx, id, null, {
      name: input.name,
      phone: input.phone,
      birthday: input.birthday,
      billDate: input.billDate,
      reminders: [],
    });
    await applyCategories(trx, { teamtreeId: id, profileId: rootProfileId, pairs: input.categories, actorId: owner.id });
    await trx('memberships').insert({
      id: crypto.randomUUID(),
      teamtree_id: id,
      user_id: owner.id,
      permission: 'OWNER',
      linked_profile_id: rootProfileId,
    });
    return { id, name: input.name, rootProfileId };
  });
}
