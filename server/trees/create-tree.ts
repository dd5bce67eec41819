import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { CreateTeamtreeInput } from '../../shared/schemas/teamtree';
import type { User } from '../models/user';
import { writeProfiles } from '../profiles/store/gateway';

export interface CreatedTree {
  id: string;
  name: string;
  rootProfileId: string;
}

/**
 * Creates a tree in one transaction: the tree (owned by the caller), its root profile from the
 * given fields and categories (normalised and limited by the owner's plan, through the
 * profile store's write gateway), and the caller's OWNER membership linked to that root.
 */
export async function createTree(db: Knex, owner: User, input: CreateTeamtreeInput): Promise<CreatedTree> {
  return db.transaction(async (trx) => {
    const id = crypto.randomUUID();
    await trx('teamtrees').insert({ id, name: input.name, owner_id: owner.id });
    const rootProfileId = await writeProfiles(trx, id, owner.id, (writer) =>
      writer.insert({
        parentId: null,
        name: input.name,
        phone: input.phone,
        birthday: input.birthday,
        billDate: input.billDate,
        reminders: [],
        categories: input.categories,
      }),
    );
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
