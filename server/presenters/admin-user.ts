import type { AdminUser } from '../../shared/schemas/admin';
import type { User } from '../models/user';

export function presentAdminUser(user: User): AdminUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    plan: user.plan,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}
