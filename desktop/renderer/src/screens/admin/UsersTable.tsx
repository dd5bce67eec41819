import type { AdminUser } from '@shared/schemas/admin';
import { useTranslation } from 'react-i18next';
import type { UserChange } from './labels';
import { UserRow } from './UserRow';

interface Props {
  users: AdminUser[];
  editable: boolean;
  myId: string | undefined;
  /** The user whose change is being confirmed or saved. */
  busyId: string | null;
  /** The next page is loading (the current rows stay). */
  updating: boolean;
  onReview(user: AdminUser, change: UserChange): void;
}

const head = 'px-2 py-2 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300';

/** The users of one page; narrower than 44 rem (phones) the table scrolls sideways inside its own box. */
export function UsersTable({ users, editable, myId, busyId, updating, onReview }: Props) {
  const { t } = useTranslation();
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table aria-busy={updating} className={`w-full min-w-[44rem] border-collapse text-sm ${updating ? 'opacity-60' : ''}`}>
        <caption className="sr-only">{t('admin.users')}</caption>
        <thead className="border-b border-slate-200 dark:border-slate-700">
          <tr>
            <th scope="col" className={head}>{t('admin.columns.name')}</th>
            <th scope="col" className={head}>{t('admin.columns.email')}</th>
            <th scope="col" className={head}>{t('admin.columns.plan')}</th>
            <th scope="col" className={head}>{t('admin.columns.role')}</th>
            <th scope="col" className={head}>{t('admin.columns.created')}</th>
            <th scope="col" className={`${head} text-right`}>{t('admin.columns.trees')}</th>
            {editable && (
              <th scope="col" className={head}>
                <span className="sr-only">{t('admin.columns.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <UserRow key={user.id} user={user} editable={editable} isSelf={user.id === myId} busy={busyId === user.id} onReview={onReview} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
