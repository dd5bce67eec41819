import { useId, useImperativeHandle, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '@shared/domain/calendar-date';
import { DATE_MAX, DATE_MIN } from '@shared/domain/constants';
import { TrashIcon } from '../../../components/Icons';
import { addReminder, isOverdue, removeReminder, setReminderDue, toggleReminder, type Reminder } from './partner-form';

export interface RemindersHandle {
  /** Escape pressed while typing a reminder: cancels the draft; answers whether it did. */
  cancelDraft(): boolean;
}

interface Props {
  reminders: Reminder[];
  onChange(reminders: Reminder[]): void;
  handleRef?: Ref<RemindersHandle>;
  /** The dialog was opened to add a reminder ('Add reminder' in the partner's details): the new reminder's text has the focus. */
  autoFocus?: boolean;
}

/** Beside the text from 640 px on; on a phone the two share a line of their own (the date, wider, a little more of it). */
const small = 'input !w-auto !py-1 min-w-0 max-sm:!w-full max-sm:!px-2';

/** A due date and an optional time (the time only once there is a date); below 640 px on a line of their own. */
function DueInputs({ labels, date, time, onChange }: { labels: { date: string; time: string }; date: string; time: string; onChange(due: { date: string; time: string }): void }) {
  return (
    <span className="flex items-center gap-1 max-sm:order-last max-sm:grid max-sm:basis-full max-sm:grid-cols-[minmax(0,7fr)_minmax(0,6fr)] max-sm:gap-2">
      <input
        type="date"
        aria-label={labels.date}
        min={DATE_MIN}
        max={DATE_MAX}
        value={date}
        onChange={(e) => onChange({ date: e.currentTarget.value, time: e.currentTarget.value ? time : '' })}
        className={small}
      />
      <input type="time" aria-label={labels.time} value={time} disabled={!date} onChange={(e) => onChange({ date, time: e.currentTarget.value })} className={small} />
    </span>
  );
}

/**
 * Reminders: each may be due on a date (and at a time). A new one is added on Enter or with
 * 'Add reminder' when its text is not empty; Escape cancels the draft. Open reminders past their
 * date say 'Overdue'.
 *
 * A reminder is one row from 640 px on (done, text, due date and time, remove). On a phone it is
 * two lines, the reminders divided by rules: done, the text and remove, then the due date and
 * time under them (docs/phone-layout.md). The order in the document stays the wide one, so Tab
 * goes done, date, time, remove everywhere.
 */
export function RemindersPanel({ reminders, onChange, handleRef, autoFocus }: Props) {
  const id = useId();
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [due, setDue] = useState({ date: '', time: '' });
  const today = todayIn();
  useImperativeHandle(handleRef, () => ({
    cancelDraft() {
      if (!draft && !due.date) return false;
      setDraft('');
      setDue({ date: '', time: '' });
      return true;
    },
  }));

  function add() {
    if (!draft.trim()) return;
    onChange(addReminder(reminders, draft, due));
    setDraft('');
    setDue({ date: '', time: '' });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <h3 id={`${id}-title`} className="mb-2 text-sm font-semibold">
        {t('teamtree.reminders.title')}
      </h3>
      {reminders.length === 0 && <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">{t('teamtree.reminders.none')}</p>}
      <ul className="mb-2 space-y-1 max-sm:space-y-0 max-sm:divide-y max-sm:divide-slate-200 dark:max-sm:divide-slate-700">
        {reminders.map((r, index) => (
          <li key={`${index}-${r.text}`} className="flex flex-wrap items-center gap-2 text-sm max-sm:gap-y-1 max-sm:py-2 max-sm:first:pt-0">
            <input
              type="checkbox"
              id={`${id}-r${index}`}
              checked={r.done}
              onChange={() => onChange(toggleReminder(reminders, index))}
              className="size-4 accent-brand-700"
            />
            <label htmlFor={`${id}-r${index}`} className={`min-w-0 flex-1 break-words touch:py-3 ${r.done ? 'text-slate-500 line-through dark:text-slate-400' : ''}`}>
              {r.text}
              {isOverdue(r, today) && <span className="ml-2 rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-800 dark:bg-red-950 dark:text-red-200">{t('teamtree.reminders.overdue')}</span>}
            </label>
            <DueInputs labels={{ date: t('teamtree.reminders.dueDateOf', { text: r.text }), time: t('teamtree.reminders.dueTimeOf', { text: r.text }) }} date={r.dueDate ?? ''} time={r.dueTime ?? ''} onChange={(next) => onChange(setReminderDue(reminders, index, next))} />
            <button
              type="button"
              aria-label={t('teamtree.reminders.removeOf', { text: r.text })}
              onClick={() => onChange(removeReminder(reminders, index))}
              className="flex items-center justify-center rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 hover:text-red-700 touch:size-11 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <TrashIcon className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={`${id}-new`} className="mb-1 block text-xs text-slate-600 dark:text-slate-400">
        {t('teamtree.reminders.newLabel')}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={`${id}-new`}
          name="reminder"
          autoFocus={autoFocus}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          className="input min-w-0 flex-1 basis-48 max-sm:basis-0"
        />
        <DueInputs labels={{ date: t('teamtree.reminders.dueDateNew'), time: t('teamtree.reminders.dueTimeNew') }} date={due.date} time={due.time} onChange={setDue} />
        <button type="button" onClick={add} disabled={!draft.trim()} className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-50 touch:min-h-11 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800">
          {t('teamtree.reminders.add')}
        </button>
      </div>
    </section>
  );
}
