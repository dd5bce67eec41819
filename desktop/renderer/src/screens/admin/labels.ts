import type { Plan, Role } from '@shared/domain/constants';
import type { AdminUser } from '@shared/schemas/admin';
import { localeOf } from '../../i18n/formats';
import { currentLanguage, t } from '../../i18n/i18n';

/** A plan as the operators page names it ('Pro (monthly)'), in the language shown. */
export const planLabel = (plan: Plan): string => t(`admin.plans.${plan}`);

/** A role as the operators page names it ('Moderator'), in the language shown. */
export const roleLabel = (role: Role): string => t(`admin.roles.${role}`);

/** What an operator is about to change on one user: a new plan, a new role, or both. */
export interface UserChange {
  plan?: Plan;
  role?: Role;
}

export function fullName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** `plan from Basic to Pro (monthly) and role from User to Moderator` */
export function describeChange(user: Pick<AdminUser, 'plan' | 'role'>, change: UserChange): string {
  const parts: string[] = [];
  if (change.plan) parts.push(t('admin.planFromTo', { from: planLabel(user.plan), to: planLabel(change.plan) }));
  if (change.role) parts.push(t('admin.roleFromTo', { from: roleLabel(user.role), to: roleLabel(change.role) }));
  return parts.join(t('admin.and'));
}

/** The confirmation's question, naming the user and the change. */
export function confirmQuestion(user: AdminUser, change: UserChange): string {
  return t('admin.question', { change: describeChange(user, change), name: fullName(user), email: user.email });
}

/** The text announced after a change was saved. */
export function changedNotice(user: AdminUser, change: UserChange): string {
  const parts: string[] = [];
  if (change.plan) parts.push(t('admin.planNow', { plan: planLabel(change.plan) }));
  if (change.role) parts.push(t('admin.roleNow', { role: roleLabel(change.role) }));
  return t('admin.notice', { name: fullName(user), parts: parts.join(', ') });
}

/** `24 Nov 2026` / `24. Nov. 2026` (the viewer's time zone, the language shown). */
export function createdDate(iso: string): string {
  return new Intl.DateTimeFormat(localeOf(currentLanguage(), 'moments'), { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}
