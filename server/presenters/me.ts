import type { Me } from '../../shared/schemas/auth';
import type { TwoFactorState } from '../auth/two-factor';
import type { User } from '../models/user';

/**
 * `twoFactor`: whether the user signs in with a second step, `recoveryCodesLeft` its unused
 * recovery codes; `hasPassword`: false for a Google-only account; `language`: the account's.
 */
export function presentMe(user: User, { twoFactor, recoveryCodesLeft }: TwoFactorState): Me {
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
    recoveryCodesLeft,
    hasPassword: Boolean(user.passwordHash),
    language: user.language,
  };
}
