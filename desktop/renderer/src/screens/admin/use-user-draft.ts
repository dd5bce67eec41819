import { useState } from 'react';
import type { Plan, Role } from '@shared/domain/constants';
import type { AdminUser } from '@shared/schemas/admin';
import type { UserChange } from './labels';

interface Draft {
  /** The stored plan and role the draft was started from. */
  stored: string;
  plan: Plan;
  role: Role;
}

/** The fields that differ from the stored user. */
function changeOf(user: AdminUser, plan: Plan, role: Role): UserChange {
  return { ...(plan !== user.plan ? { plan } : {}), ...(role !== user.role ? { role } : {}) };
}

/** The plan and role chosen in a user's row but not saved yet, and how they differ from the stored user. */
export function useUserDraft(user: AdminUser) {
  const stored = `${user.plan}|${user.role}`;
  const [draft, setDraft] = useState<Draft>({ stored, plan: user.plan, role: user.role });
  // A refetch that brings another plan or role replaces what was chosen but not saved.
  const current = draft.stored === stored ? draft : { stored, plan: user.plan, role: user.role };
  if (current !== draft) setDraft(current);
  const change = changeOf(user, current.plan, current.role);
  const changed = change.plan !== undefined || change.role !== undefined;
  return { current, setDraft, change, changed };
}
