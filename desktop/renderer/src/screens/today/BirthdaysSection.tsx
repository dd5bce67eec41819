import type { TreeDue } from '../../trees/tree-due';
import { CakeIcon } from '../../components/Icons';
import { ShowMoreButton, useShown } from './ShowMore';
import { birthdayText, dueDayText } from './today-labels';
import { RowMark, TodayRow } from './TodayRow';
import { HiddenSection, TodaySection } from './TodaySection';
import { useHiddenFields } from '../../trees/hidden-fields';
import { useTranslation } from 'react-i18next';

const STEP = 25;

/** Birthdays today and in the next 7 days: 'turns 37', and when. */
export function BirthdaysSection({ treeDue, treeId, first }: { treeDue: TreeDue; treeId: string; first: number | null }) {
  const { t } = useTranslation();
  const { birthdays } = treeDue.list;
  const { shown, more, showMore } = useShown(birthdays.length, STEP, first);
  const hidden = useHiddenFields(treeId);
  if (hidden.includes('birthday')) return <HiddenSection id="today-birthdays" title={t('today.birthdays')} />;
  if (birthdays.length === 0) return null;
  const today = birthdays.filter((item) => item.daysAway === 0).length;
  return (
    <TodaySection id="today-birthdays" title={t('today.birthdays')} count={today > 0 ? t('today.todayCount', { count: today }) : undefined}>
      <ul aria-label={t('today.birthdays')} className="divide-y divide-slate-100 dark:divide-slate-800">
        {birthdays.slice(0, shown).map((item) => (
          <TodayRow
            key={`${item.profileId}-${item.date}`}
            treeId={treeId}
            item={item}
            phone={treeDue.profileOf.get(item.profileId)?.phone ?? ''}
            detail={birthdayText(item)}
            leading={
              <RowMark className="text-pink-600 dark:text-pink-400">
                <CakeIcon className="size-5" />
              </RowMark>
            }
            aside={<span className={item.daysAway === 0 ? 'font-medium text-pink-700 dark:text-pink-300' : 'text-slate-700 dark:text-slate-300'}>{dueDayText(item)}</span>}
          />
        ))}
      </ul>
      <ShowMoreButton more={more} step={STEP} what={t('today.whatBirthdays')} onClick={showMore} />
    </TodaySection>
  );
}
