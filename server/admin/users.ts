import type { Knex } from 'knex';
import type { Plan, Role } from '../../shared/domain/constants';
import { userChangeDenial } from '../../shared/domain/policies';
import { ADMIN_USERS_LIMIT } from '../../shared/schemas/admin';
import { forbidden, notFound } from '../http/errors';
import { User } from '../models/user';

export const USER_NOT_FOUND = 'User not found';

/** `%`, `_` and `\` match literally in the search text. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A user as operators list them: the account and how many trees it owns. */
export type ListedUser = User & { treeCount: number };

export interface UsersPage {
  users: ListedUser[];
  /** Whether the next page has users. */
  hasMore: boolean;
}

/**
 * One page (1-based) of at most 50 users whose email or name contains the query
 * (case-insensitively), newest first; an empty query lists everyone. Each user's tree count is
 * a subquery of the same statement (teamtrees.owner_id is indexed), never a query per user.
 */
export async function searchUsers(db: Knex, query: string, page = 1): Promise<UsersPage> {
  const treeCount = db('teamtrees').count('*').where('teamtrees.owner_id', db.ref('users.id')).as('tree_count');
  const q = User.query(db)
    .select('users.*', treeCount)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset((page - 1) * ADMIN_USERS_LIMIT)
    // One more than a page tells whether a next page exists.
    .limit(ADMIN_USERS_LIMIT + 1);
  if (query) {
    const pattern = likePattern(query);
    q.where((w) =>
      w
        .where('email_lower', 'like', pattern)
        .orWhereRaw("lower(first_name || ' ' || last_name) like ?", [pattern]),
    );
  }
  const rows = (await q) as ListedUser[];
  return { users: rows.slice(0, ADMIN_USERS_LIMIT), hasMore: rows.length > ADMIN_USERS_LIMIT };
}

/** Changes a user's plan and/or role (ADMIN only; an admin keeps their own role). */
export async function changeUser(db: Knex, actor: User, input: { id: string; plan?: Plan; role?: Role }): Promise<void> {
  await db.transaction(async (trx) => {
    const target = await User.query(trx).findById(input.id).forUpdate();
    if (!target) throw notFound(USER_NOT_FOUND);
    const denial = userChangeDenial(actor, target, input.role);
    if (denial) throw forbidden(denial);
    await target.$query(trx).patch({
      ...(input.plan !== undefined ? { plan: input.plan } : {}),
      ...(input.role !== undefined ? { role: input.role } : {}),
      updatedAt: new Date(),
    });
  });
}
