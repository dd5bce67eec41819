import { useId } from 'react';
import { billStatus } from '@shared/domain/bill-status';
import type { DueDay } from '@shared/domain/today';
import type { TreeDue } from '../../trees/tree-due';
import { BillStatusBadge } from '../../components/BillStatusBadge';
import { ShowMoreButton, useShown } from './ShowMore';
import { billCountText, dayHeading } from './today-labels';
import { TodayRow } from './TodayRow';
import { SUBHEADING, TodaySection } from './TodaySection';
import { useTranslation } from 'react-i18next';

const STEP = 20;

function BillDay({ day, treeDue, treeId, today, first }: { day: DueDay; treeDue: TreeDue; treeId: string; today: string; first: number | null }) {
  const { t } = useTranslation();
  const { shown, more, showMore } = useShown(day.items.length, STEP, first);
  const heading = dayHeading(day.date, day.daysAway);
  const headingId = useId();
  return (
    <>
      <h3 id={headingId} className={SUBHEADING}>
        {heading} <span className="font-normal normal-case">· {billCountText(day.items.length)}</span>
      </h3>
      <ul aria-labelledby={headingId} className="divide-y divide-slate-100 dark:divide-slate-800">
        {day.items.slice(0, shown).map((item) => (
          <TodayRow
            key={item.profileId}
            treeId={treeId}
            item={item}
            phone={treeDue.profileOf.get(item.profileId)?.phone ?? ''}
            detail={t('today.billDate')}
            aside={<BillStatusBadge status={billStatus(item.date, today)} />}
          />
        ))}
      </ul>
      <ShowMoreButton more={more} step={STEP} what={t('today.whatBillDates')} onClick={showMore} />
    </>
  );
}

/** The bill dates of today and the next 7 days, one group per day, each with its status. */
export function BillsSection({ treeDue, treeId, today, first }: { treeDue: TreeDue; treeId: string; today: string; first: readonly number[] | null }) {
  const { t } = useTranslation();
  const { billDays } = treeDue.list;
  if (billDays.length === 0) return null;
  const total = billDays.reduce((sum, day) => sum + day.items.length, 0);
  return (
    <TodaySection id="today-bills" title={t('today.billDates')} count={billCountText(total)}>
      {billDays.map((day, i) => (
        <BillDay key={day.date} day={day} treeDue={treeDue} treeId={treeId} today={today} first={first?.[i] ?? null} />
      ))}
    </TodaySection>
  );
}
