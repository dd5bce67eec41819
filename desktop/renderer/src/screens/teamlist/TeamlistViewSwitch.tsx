import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamlistViewChoice } from '@shared/schemas/settings';

/** The views in the switch's order; each one's name is `teamlist.view.<value>`. */
const OPTIONS: readonly TeamlistViewChoice[] = ['list', 'genealogy'];

/**
 * The Teamlist's 'List' / 'Genealogy' switch: a radio group (one Tab stop on the chosen view;
 * the arrow keys, Home and End choose the other, as WAI-ARIA's radio group does).
 */
export function TeamlistViewSwitch({ view, onChange }: { view: TeamlistViewChoice; onChange(view: TeamlistViewChoice): void }) {
  const { t } = useTranslation();
  const group = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = OPTIONS.indexOf(view);
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? OPTIONS.length - 1 : step === undefined ? null : (at + step + OPTIONS.length) % OPTIONS.length;
    if (to === null) return;
    event.preventDefault();
    onChange(OPTIONS[to]);
    group.current?.querySelectorAll<HTMLElement>('[role="radio"]')[to]?.focus();
  };
  return (
    <div ref={group} role="radiogroup" aria-label={t('teamlist.view.label')} onKeyDown={onKeyDown} className="flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
      {OPTIONS.map((option) => {
        const checked = view === option;
        return (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(option)}
            className={`rounded-md px-3 py-1 text-sm font-medium whitespace-nowrap touch:min-h-10 max-sm:min-h-10 ${
              checked ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-600 dark:text-white' : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
            }`}
          >
            {t(`teamlist.view.${option}`)}
          </button>
        );
      })}
    </div>
  );
}
