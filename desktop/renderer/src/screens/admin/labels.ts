import type { Plan, Role } from '@shared/domain/constants';
import type { AdminUser } from '@shared/schemas/admin';

export const PLAN_LABELS: Record<Plan, string> = {
  BASIC: 'Basic',
  PRO_MONTHLY: 'Pro (monthly)',
  PRO_ANNUAL: 'Pro (annual)',
  ELITE_MONTHLY: 'Elite (monthly)',
  ELITE_ANNUAL: 'Elite (annual)',
};

export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Admin',
  MODERATOR: 'Moderator',
  USER: 'User',
};

export const NO_USERS_MATCH = 'No users match';

/** What an operator is about to change on one user: a new plan, a new role, or both. */
export interface UserChange {
  plan?: Plan;
  role?: Role;
}

export function fullName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** `plan Basic → Pro (monthly), role User → Moderator` */
export function describeChange(user: Pick<AdminUser, 'plan' | 'role'>, change: UserChange): string {
  const parts: string[] = [];
  if (change.plan) parts.push(`plan from ${PLAN_LABELS[user.plan]} to ${PLAN_LABELS[change.plan]}`);
  if (change.role) parts.push(`role from ${ROLE_LABELS[user.role]} to ${ROLE_LABELS[change.role]}`);
  return parts.join(' and ');
}

/** The confirmation's question, naming the user and the change. */
export function confirmQuestion(user: AdminUser, change: UserChange): string {
  return `Change the ${describeChange(user, change)} for ${fullName(user)} (${user.email})?`;
}

/** The text announced after a change was saved. */
export function changedNotice(user: AdminUser, change: UserChange): string {
  const parts: string[] = [];
  if (change.plan) parts.push(`plan is now ${PLAN_LABELS[change.plan]}`);
  if (change.role) parts.push(`role is now ${ROLE_LABELS[change.role]}`);
  return `${fullName(user)}: ${parts.join(', ')}.`;
}

const createdFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** `24 Nov 2026` (the viewer's time zone). */
export function createdDate(iso: string): string {
  return createdFormat.format(new Date(iso));
}
