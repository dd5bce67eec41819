import type { AdminUser } from '../../shared/schemas/admin';
import type { ListedUser } from '../admin/users';

export function presentAdminUser(user: ListedUser): AdminUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    plan: user.plan,
    createdAt: new Date(user.createdAt).toISOString(),
    treeCount: Number(user.treeCount),
  };
}
