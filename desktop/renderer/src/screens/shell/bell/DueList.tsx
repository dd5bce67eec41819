import { Popover } from 'radix-ui';
import { BellSection } from './BellSection';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DueKind } from '@shared/domain/due-dates';
import type { BellSummary } from '@shared/domain/today';
import { HiddenByOwner } from '../../../components/HiddenByOwner';
import { partnerHref } from '../../../lib/partner-link';
import { useHiddenFields } from '../../../trees/hidden-fields';
import { BELL_LIST_LIMIT } from './use-bell-items';
import { dueWhatText, dueWhenText, weekCountText } from './due-text';

const KIND_MARKS: Record<DueKind, string> = {
  bill: 'bg-amber-500',
  birthday: 'bg-pink-500',
  reminder: 'bg-sky-500',
};

/** The rest of the week, counted: each line opens its part of the Today page. */
function WeekCounts({ due }: { due: BellSummary }) {
  const { t } = useTranslation();
  const lines = (['bills', 'birthdays', 'reminders'] as const).filter((what) => due[what] > 0);
  if (lines.length === 0) return null;
  return (
    <BellSection id="bell-week" title={t('bell.nextDays')}>
      {lines.map((what) => (
        <li key={what}>
          <Popover.Close asChild>
            <Link to={`/today#today-${what}`} className="flex min-h-10 items-center gap-2 rounded-md px-2 text-sm hover:bg-slate-100 focus-visible:underline dark:hover:bg-slate-800">
              <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${KIND_MARKS[what === 'bills' ? 'bill' : what === 'birthdays' ? 'birthday' : 'reminder']}`} />
              {weekCountText(what, due[what])}
            </Link>
          </Popover.Close>
        </li>
      ))}
    </BellSection>
  );
}

/** The kinds of dates the tree's owner hides from the viewer (a READ member): the bell lists none of them and says so. */
function HiddenKinds({ treeId }: { treeId: string }) {
  const { t } = useTranslation();
  const hidden = useHiddenFields(treeId);
  const kinds = [hidden.includes('birthday') && t('bell.birthdays'), hidden.includes('reminders') && t('bell.reminders')].filter((kind) => kind !== false);
  if (kinds.length === 0) return null;
  return (
    <ul className="mb-2 space-y-0.5 px-2 text-sm">
      {kinds.map((kind) => (
        <li key={kind}>
          {t('bell.hiddenKind', { kind })}
          <HiddenByOwner />
        </li>
      ))}
    </ul>
  );
}

/**
 * What the bell lists of the tree's dates: each entry that needs an action (reminders due today
 * or before, today's birthdays) opening its partner, the rest of the week as counts, and the way
 * to the Today page.
 */
export function DueList({ treeId, due }: { treeId: string; due: BellSummary }) {
  const { t } = useTranslation();
  const { action } = due;
  return (
    <>
      {action.length > 0 && (
        <BellSection
          id="bell-due"
          title={t('bell.needsAction')}
          after={action.length > BELL_LIST_LIMIT && <p className="px-2 text-xs text-slate-600 dark:text-slate-400">{t('bell.andMore', { count: action.length - BELL_LIST_LIMIT })}</p>}
        >
          {action.slice(0, BELL_LIST_LIMIT).map((item, i) => (
            <li key={`${item.kind}-${item.profileId}-${item.date}-${i}`} className="flex items-start gap-2 rounded-md px-2 py-1 text-sm" data-kind={item.kind}>
              <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full touch:mt-4.5 ${KIND_MARKS[item.kind]}`} />
              <span className="min-w-0 flex-1">
                <Popover.Close asChild>
                  <Link to={partnerHref(treeId, item.profileId)} className="block truncate font-medium hover:underline focus-visible:underline touch:-mb-2 touch:py-3">
                    {item.profileName}
                  </Link>
                </Popover.Close>
                <span className="block truncate text-slate-600 dark:text-slate-400">{dueWhatText(item)}</span>
              </span>
              <span className={`shrink-0 touch:mt-3 ${item.daysAway < 0 ? 'text-red-700 dark:text-red-400' : 'text-amber-700 dark:text-amber-300'}`}>{dueWhenText(item)}</span>
            </li>
          ))}
        </BellSection>
      )}
      <WeekCounts due={due} />
      <HiddenKinds treeId={treeId} />
      <Popover.Close asChild>
        <Link
          to="/today"
          className="mb-2 flex min-h-10 items-center justify-center rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          {action.length > 0 || due.bills + due.birthdays + due.reminders > 0 ? t('bell.seeAll') : t('bell.openToday')}
        </Link>
      </Popover.Close>
    </>
  );
}
