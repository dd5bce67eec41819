import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ASSIGNABLE_PERMISSIONS, type AssignablePermission, type Permission } from '@shared/domain/constants';
import { canChangePermission, canRemoveMember, PERMISSION_LABELS } from '@shared/domain/policies';
import type { ShareAnswer } from '@shared/schemas/sharing';
import { errorMessage } from '../../api/errors';
import { changePermission, keys, removeMember } from '../../api/teamtree';
import { Alert } from '../../components/Alert';
import { ConfirmDialog } from '../../components/Dialog';
import { TrashIcon } from '../../components/Icons';

type Member = ShareAnswer['members'][number];

export const REMOVE_MEMBER_CONFIRM = 'Are you sure you want to remove this member?';
export const REMOVE_MEMBER_FAILED = 'Failed to remove member. Please try again.';

/** Members with a permission selector and a remove button; the owner is 'Administrator', locked. */
export function MembersList({ teamtreeId, members, myPermission, myUserId }: { teamtreeId: string; members: Member[]; myPermission: Permission | null; myUserId?: string }) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<Member | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.share(teamtreeId) });

  async function change(member: Member, permission: AssignablePermission) {
    setError(null);
    try {
      await changePermission(member.id, permission);
    } catch (err) {
      setError(errorMessage(err));
    }
    await refresh();
  }

  async function remove(member: Member) {
    setRemoving(null);
    setError(null);
    try {
      await removeMember(member.id);
    } catch {
      setError(REMOVE_MEMBER_FAILED);
    }
    await refresh();
  }

  return (
    <section aria-labelledby="members-heading" className="space-y-2">
      <h3 id="members-heading" className="text-sm font-semibold">
        Members
      </h3>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {members.map((member) => {
          const name = `${member.user.firstName} ${member.user.lastName}`;
          const editable = canChangePermission(myPermission, member.permission);
          const removable = canRemoveMember(myPermission, member.permission, member.userId === myUserId) && (editable || member.userId !== myUserId);
          return (
            <li key={member.id} className="flex items-center gap-3 px-3 py-2" data-testid="member-row">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{name}</p>
                <p className="truncate text-xs text-slate-600 dark:text-slate-400">{member.user.email}</p>
              </div>
              {editable ? (
                <>
                  <label htmlFor={`perm-${member.id}`} className="sr-only">
                    Permission of {name}
                  </label>
                  <select
                    id={`perm-${member.id}`}
                    name="permission"
                    value={member.permission}
                    onChange={(e) => void change(member, e.target.value as AssignablePermission)}
                    className="input w-36 py-1.5"
                  >
                    {ASSIGNABLE_PERMISSIONS.map((p) => (
                      <option key={p} value={p}>
                        {PERMISSION_LABELS[p]}
                      </option>
                    ))}
                  </select>
                </>
              ) : (
                <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                  {PERMISSION_LABELS[member.permission]}
                </span>
              )}
              {removable && editable ? (
                <button
                  type="button"
                  aria-label={`Remove ${name}`}
                  onClick={() => setRemoving(member)}
                  className="rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700 dark:text-slate-300 dark:hover:bg-red-950"
                >
                  <TrashIcon className="size-4" />
                </button>
              ) : (
                <span className="w-8" aria-hidden="true" />
              )}
            </li>
          );
        })}
      </ul>
      {error && <Alert>{error}</Alert>}
      <ConfirmDialog
        open={removing !== null}
        title="Remove member"
        message={REMOVE_MEMBER_CONFIRM}
        confirmLabel="Remove"
        cancelLabel="Cancel"
        destructive
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
