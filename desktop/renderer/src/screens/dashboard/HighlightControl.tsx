import { BILL_STATUS_LABELS, DATED_BILL_STATUSES, HIGHLIGHT_FILTER_IDS, HIGHLIGHT_HINTS, SOON_HIGHLIGHT_NAME } from '@shared/domain/bill-status';
import type { Highlight } from './dashboard-rows';

const OPTIONS: Array<{ value: Highlight | null; label: string; hint?: string }> = [
  { value: null, label: 'All' },
  ...DATED_BILL_STATUSES.map((value) => ({ value, label: BILL_STATUS_LABELS[value], hint: HIGHLIGHT_HINTS[value] })),
];

const optionId = (value: Highlight | null) => `highlight-${value ? HIGHLIGHT_FILTER_IDS[value] : 'all'}`;

/** Highlight filters as a segmented control (radio group): non-matching rows are dimmed. */
export function HighlightControl({ value, onChange }: { value: Highlight | null; onChange(value: Highlight | null): void }) {
  const move = (delta: number) => {
    const index = OPTIONS.findIndex((o) => o.value === value);
    const next = OPTIONS[(index + delta + OPTIONS.length) % OPTIONS.length];
    onChange(next.value);
    document.getElementById(optionId(next.value))?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-label="Highlight"
      className="inline-flex flex-wrap rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight' || e.key === 'ArrowDown') move(1);
        else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') move(-1);
        else return;
        e.preventDefault();
      }}
    >
      {OPTIONS.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={option.label}
            id={optionId(option.value)}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            title={option.hint}
            aria-label={option.value === 'warning' ? SOON_HIGHLIGHT_NAME : undefined}
            onClick={() => onChange(option.value)}
            className={`rounded-md px-2.5 py-1 text-xs font-medium whitespace-nowrap touch:min-h-11 touch:min-w-11 ${
              checked ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-600 dark:text-white' : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
