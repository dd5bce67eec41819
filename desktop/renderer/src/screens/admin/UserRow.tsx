import { PLANS, ROLES, type Plan, type Role } from '@shared/domain/constants';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../i18n/formats';
import { currentLanguage } from '../../i18n/i18n';
import type { AdminUser } from '@shared/schemas/admin';
import { buttonClass } from '../../components/Button';
import { createdDate, fullName, planLabel, roleLabel, type UserChange } from './labels';
import { useUserDraft } from './use-user-draft';

interface Props {
  user: AdminUser;
  /** ADMIN: plan and role are selects with a Save button; MODERATOR: text only. */
  editable: boolean;
  /** The operator's own row: the role stays as it is (the server refuses changing it). */
  isSelf: boolean;
  /** A change of this row is being confirmed or saved. */
  busy: boolean;
  onReview(user: AdminUser, change: UserChange): void;
}

const badge = 'inline-block whitespace-nowrap rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-100';
const selectClass = 'input py-1 pr-1 pl-2';
const cell = 'px-2 py-2';

/** One user: name, email, plan, role, created date, tree count, and for an ADMIN the controls. */
export function UserRow({ user, editable, isSelf, busy, onReview }: Props) {
  const { t } = useTranslation();
  const { current, setDraft, change, changed } = useUserDraft(user);
  const name = fullName(user);

  return (
    <tr data-testid="user-row" className="border-b border-slate-100 last:border-0 dark:border-slate-800">
      <th scope="row" className={`${cell} text-left font-medium wrap-anywhere`}>
        {name}
        {isSelf && (
          <>
            {' '}
            <span className="text-xs font-normal text-slate-600 dark:text-slate-300">{t('admin.you')}</span>
          </>
        )}
      </th>
      <td className={`${cell} wrap-anywhere text-slate-700 dark:text-slate-300`}>{user.email}</td>
      <td className={cell}>
        {editable ? (
          <select
            aria-label={t('admin.planOf', { name })}
            className={`${selectClass} w-36`}
            value={current.plan}
            disabled={busy}
            onChange={(e) => setDraft({ ...current, plan: e.target.value as Plan })}
          >
            {PLANS.map((plan) => (
              <option key={plan} value={plan}>
                {planLabel(plan)}
              </option>
            ))}
          </select>
        ) : (
          <span className={badge}>{planLabel(user.plan)}</span>
        )}
      </td>
      <td className={cell}>
        {editable && !isSelf ? (
          <select
            aria-label={t('admin.roleOf', { name })}
            className={`${selectClass} w-30`}
            value={current.role}
            disabled={busy}
            onChange={(e) => setDraft({ ...current, role: e.target.value as Role })}
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabel(role)}
              </option>
            ))}
          </select>
        ) : (
          <span className={badge} title={isSelf && editable ? t('admin.ownRole') : undefined}>
            {roleLabel(user.role)}
          </span>
        )}
      </td>
      <td className={`${cell} whitespace-nowrap text-slate-700 dark:text-slate-300`}>
        <time dateTime={user.createdAt}>{createdDate(user.createdAt)}</time>
      </td>
      <td className={`${cell} text-right tabular-nums`}>{formatCount(user.treeCount, currentLanguage())}</td>
      {editable && (
        <td className={`${cell} text-right`}>
          {/* aria-disabled keeps the button focusable once its change is saved. */}
          <button
            type="button"
            aria-label={t('admin.saveFor', { name })}
            aria-disabled={!changed || busy}
            onClick={() => changed && !busy && onReview(user, change)}
            className={buttonClass('primary', 'sm', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50')}
          >
            {t('admin.save')}
          </button>
        </td>
      )}
    </tr>
  );
}
