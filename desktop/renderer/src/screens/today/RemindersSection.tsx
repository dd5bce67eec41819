import type { DueItem } from '@shared/domain/due-dates';
import { profileDenial } from '@shared/domain/policies';
import type { Permission } from '@shared/domain/constants';
import type { TreeDue } from '../../trees/tree-due';
import { Alert } from '../../components/Alert';
import { BellIcon, CheckIcon } from '../../components/Icons';
import { ShowMoreButton, useShown } from './ShowMore';
import { dueDayText } from './today-labels';
import { RowMark, TodayRow } from './TodayRow';
import { HiddenSection, SUBHEADING, TodaySection } from './TodaySection';
import { useHiddenFields } from '../../trees/hidden-fields';
import { reminderKey, useReminderDone } from './use-reminder-done';
import { useTranslation } from 'react-i18next';

const STEP = 25;

type Done = ReturnType<typeof useReminderDone>;

function DoneButton({ item, done, onDone }: { item: DueItem; done: Done; onDone(): void }) {
  const { t } = useTranslation();
  const pending = done.isPending(item);
  return (
    <button
      type="button"
      onClick={onDone}
      disabled={pending || done.isWaiting(item)}
      aria-label={t('today.markDone', { text: item.text ?? t('today.reminder'), name: item.profileName })}
      className="group flex size-11 shrink-0 items-center justify-center rounded-full disabled:cursor-default"
    >
      <span
        className={`flex size-6 items-center justify-center rounded-full border-2 transition-colors ${
          pending ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-400 text-transparent group-hover:border-brand-700 group-hover:text-brand-700 dark:border-slate-500'
        }`}
      >
        <CheckIcon className="size-4" />
      </span>
    </button>
  );
}

interface ListProps {
  label: string;
  items: DueItem[];
  treeDue: TreeDue;
  treeId: string;
  permission: Permission | null;
  done: Done;
  /** Rows in the page's first frame (first-rows.ts); null after it. */
  first: number | null;
}

function ReminderList({ label, items, treeDue, treeId, permission, done, first }: ListProps) {
  const { t } = useTranslation();
  const { shown, more, showMore } = useShown(items.length, STEP, first);
  return (
    <>
      <ul aria-label={label} className="divide-y divide-slate-100 dark:divide-slate-800">
        {items.slice(0, shown).map((item) => {
          const profile = treeDue.profileOf.get(item.profileId);
          const mayEdit = profile !== undefined && profileDenial(permission, 'edit', profile.parentId === null) === null;
          return (
            <TodayRow
              key={reminderKey(item)}
              treeId={treeId}
              item={item}
              phone={profile?.phone ?? ''}
              detail={item.text}
              done={done.isPending(item)}
              leading={
                mayEdit && profile ? (
                  <DoneButton item={item} done={done} onDone={() => done.markDone(item, profile)} />
                ) : (
                  <RowMark className="text-sky-600 dark:text-sky-400">
                    <BellIcon className="size-5" />
                  </RowMark>
                )
              }
              aside={<span className={item.daysAway < 0 ? 'font-medium text-red-700 dark:text-red-400' : 'text-slate-700 dark:text-slate-300'}>{dueDayText(item)}</span>}
            />
          );
        })}
      </ul>
      <ShowMoreButton more={more} step={STEP} what={t('today.whatReminders')} onClick={showMore} />
    </>
  );
}

/** Reminders due today or before (done with one tap), then those later in the week. */
export function RemindersSection({ treeDue, treeId, permission, first }: { treeDue: TreeDue; treeId: string; permission: Permission | null; first: readonly [number, number] | null }) {
  const { t } = useTranslation();
  const done = useReminderDone(treeId);
  const { dueReminders, laterReminders } = treeDue.list;
  const hidden = useHiddenFields(treeId);
  if (hidden.includes('reminders')) return <HiddenSection id="today-reminders" title={t('today.reminders')} />;
  if (dueReminders.length + laterReminders.length === 0) return null;
  return (
    <TodaySection id="today-reminders" title={t('today.reminders')} count={dueReminders.length > 0 ? t('today.dueCount', { count: dueReminders.length }) : undefined}>
      {done.failure && (
        <Alert className="mt-2">
          {done.failure}{' '}
          <button type="button" onClick={done.dismiss} className="min-h-10 font-medium underline">
            {t('today.dismiss')}
          </button>
        </Alert>
      )}
      {dueReminders.length > 0 && <ReminderList label={t('today.dueReminders')} items={dueReminders} treeDue={treeDue} treeId={treeId} permission={permission} done={done} first={first?.[0] ?? null} />}
      {laterReminders.length > 0 && (
        <>
          <h3 className={SUBHEADING}>{t('today.laterThisWeek')}</h3>
          <ReminderList label={t('today.laterThisWeek')} items={laterReminders} treeDue={treeDue} treeId={treeId} permission={permission} done={done} first={first?.[1] ?? null} />
        </>
      )}
    </TodaySection>
  );
}
