import { useRef, type KeyboardEvent } from 'react';
import type { TeamlistViewChoice } from '@shared/schemas/settings';

const OPTIONS: Array<{ value: TeamlistViewChoice; label: string }> = [
  { value: 'list', label: 'List' },
  { value: 'genealogy', label: 'Genealogy' },
];

/**
 * The Teamlist's 'List' / 'Genealogy' switch: a radio group (one Tab stop on the chosen view;
 * the arrow keys, Home and End choose the other, as WAI-ARIA's radio group does).
 */
export function TeamlistViewSwitch({ view, onChange }: { view: TeamlistViewChoice; onChange(view: TeamlistViewChoice): void }) {
  const group = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = OPTIONS.findIndex((option) => option.value === view);
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? OPTIONS.length - 1 : step === undefined ? null : (at + step + OPTIONS.length) % OPTIONS.length;
    if (to === null) return;
    event.preventDefault();
    onChange(OPTIONS[to].value);
    group.current?.querySelectorAll<HTMLElement>('[role="radio"]')[to]?.focus();
  };
  return (
    <div ref={group} role="radiogroup" aria-label="Teamlist view" onKeyDown={onKeyDown} className="flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
      {OPTIONS.map((option) => {
        const checked = view === option.value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(option.value)}
            className={`rounded-md px-3 py-1 text-sm font-medium whitespace-nowrap touch:min-h-10 max-sm:min-h-10 ${
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
