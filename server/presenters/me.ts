import type { Me } from '../../shared/schemas/auth';
import type { User } from '../models/user';

/** `twoFactor`: whether the user signs in with a second step; `hasPassword`: false for a Google-only account. */
export function presentMe(user: User, twoFactor: boolean): Me {
  return {
    id: user.id,
    role: user.role,
    plan: user.plan,
    firstName: user.firstName,
    lastName: user.lastName,
    name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    emailVerified: user.emailVerified,
    twoFactor,
    hasPassword: Boolean(user.passwordHash),
  };
}
