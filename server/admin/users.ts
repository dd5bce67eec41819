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

/**
 * At most 50 users whose email or name contains the query (case-insensitively), newest first;
 * an empty query lists the 50 newest.
 */
export async function searchUsers(db: Knex, query: string): Promise<User[]> {
  const q = User.query(db).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(ADMIN_USERS_LIMIT);
  if (query) {
    const pattern = likePattern(query);
    q.where((w) =>
      w
        .where('email_lower', 'like', pattern)
        .orWhereRaw("lower(first_name || ' ' || last_name) like ?", [pattern]),
    );
  }
  return await q;
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
