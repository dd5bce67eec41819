import { ASSIGNABLE_PERMISSIONS, type AssignablePermission, type Permission } from '@shared/domain/constants';
import { useTranslation } from 'react-i18next';
import { canChangePermission, canRemoveMember } from '@shared/domain/policies';
import type { ShareAnswer } from '@shared/schemas/sharing';
import { TrashIcon } from '../../components/Icons';

export type Member = ShareAnswer['members'][number];

interface Props {
  member: Member;
  myPermission: Permission | null;
  myUserId?: string;
  onChange(member: Member, permission: AssignablePermission): void;
  onRemove(member: Member): void;
}

/** One member: name and email, the permission (a selector where I may change it) and a remove button where I may remove them. */
export function MemberRow({ member, myPermission, myUserId, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const name = `${member.user.firstName} ${member.user.lastName}`;
  const editable = canChangePermission(myPermission, member.permission);
  const removable = canRemoveMember(myPermission, member.permission, member.userId === myUserId) && (editable || member.userId !== myUserId);
  return (
    <li className="flex items-center gap-3 px-3 py-2" data-testid="member-row">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{name}</p>
        <p className="truncate text-xs text-slate-600 dark:text-slate-400">{member.user.email}</p>
      </div>
      {editable ? (
        <>
          <label htmlFor={`perm-${member.id}`} className="sr-only">
            {t('share.members.permissionOf', { name })}
          </label>
          <select
            id={`perm-${member.id}`}
            name="permission"
            value={member.permission}
            onChange={(e) => onChange(member, e.target.value as AssignablePermission)}
            className="input w-36 py-1.5"
          >
            {ASSIGNABLE_PERMISSIONS.map((p) => (
              <option key={p} value={p}>
                {t(`share.permission.${p}`)}
              </option>
            ))}
          </select>
        </>
      ) : (
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {t(`share.permission.${member.permission}`)}
        </span>
      )}
      {removable && editable ? (
        <button
          type="button"
          aria-label={t('share.members.removeOne', { name })}
          onClick={() => onRemove(member)}
          className="rounded-lg p-2 text-slate-600 touch:min-h-11 touch:min-w-11 hover:bg-red-50 hover:text-red-700 dark:text-slate-300 dark:hover:bg-red-950"
        >
          <TrashIcon className="size-4" />
        </button>
      ) : (
        <span className="w-8" aria-hidden="true" />
      )}
    </li>
  );
}
