import { useId, useImperativeHandle, useState, type Ref } from 'react';
import { TrashIcon } from '../../components/Icons';
import { addReminder, removeReminder, toggleReminder, type Reminder } from './partner-form';

export interface RemindersHandle {
  /** Escape pressed while typing a reminder: cancels the draft; answers whether it did. */
  cancelDraft(): boolean;
}

interface Props {
  reminders: Reminder[];
  onChange(reminders: Reminder[]): void;
  handleRef?: Ref<RemindersHandle>;
}

/** Reminders: a new one is added on Enter when non-empty; Escape cancels the draft. */
export function RemindersPanel({ reminders, onChange, handleRef }: Props) {
  const id = useId();
  const [draft, setDraft] = useState('');
  useImperativeHandle(handleRef, () => ({
    cancelDraft() {
      if (!draft) return false;
      setDraft('');
      return true;
    },
  }));

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <h3 id={`${id}-title`} className="mb-2 text-sm font-semibold">
        Reminders
      </h3>
      {reminders.length === 0 && <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">No reminders yet.</p>}
      <ul className="mb-2 space-y-1">
        {reminders.map((r, index) => (
          <li key={`${index}-${r.text}`} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              id={`${id}-r${index}`}
              checked={r.done}
              onChange={() => onChange(toggleReminder(reminders, index))}
              className="size-4 accent-brand-700"
            />
            <label htmlFor={`${id}-r${index}`} className={`flex-1 ${r.done ? 'text-slate-500 line-through dark:text-slate-400' : ''}`}>
              {r.text}
            </label>
            <button
              type="button"
              aria-label={`Remove reminder ${r.text}`}
              onClick={() => onChange(removeReminder(reminders, index))}
              className="rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 hover:text-red-700 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <TrashIcon className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={`${id}-new`} className="mb-1 block text-xs text-slate-600 dark:text-slate-400">
        New reminder (Enter to add)
      </label>
      <input
        id={`${id}-new`}
        name="reminder"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            if (!draft.trim()) return;
            onChange(addReminder(reminders, draft));
            setDraft('');
          }
        }}
        className="input"
      />
    </section>
  );
}
