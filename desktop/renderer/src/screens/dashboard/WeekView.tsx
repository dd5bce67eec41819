import { weekDays } from '../../../../../shared/domain/calendar-date';
import { billsOn } from './month-calendar';
import { longDate, partnerCount, weekdayDate } from './german-labels';
import type { DashboardProfile } from './dashboard-rows';

interface Props {
  anchor: string;
  today: string;
  profiles: readonly DashboardProfile[];
  onOpenDay(date: string): void;
}

/** The seven days (Monday first) with the partners whose bill date falls on each. */
export function WeekView({ anchor, today, profiles, onOpenDay }: Props) {
  return (
    <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700" aria-label="Woche">
      {weekDays(anchor).map((date) => {
        const partners = billsOn(profiles, date);
        return (
          <li key={date} data-date={date} className="flex items-start gap-3 px-3 py-2">
            <button
              type="button"
              onClick={() => onOpenDay(date)}
              aria-current={date === today ? 'date' : undefined}
              className={`w-24 shrink-0 rounded px-1 text-left text-sm font-medium tabular-nums hover:underline ${date === today ? 'text-brand-700 dark:text-brand-500' : ''}`}
            >
              {weekdayDate(date)}
              <span className="sr-only">{` (${longDate(date)}: ${partnerCount(partners.length)})`}</span>
            </button>
            <div className="min-w-0 flex-1 text-sm">
              {partners.length === 0 ? (
                <span className="text-slate-500 dark:text-slate-400">—</span>
              ) : (
                <ul className="flex flex-wrap gap-1">
                  {partners.map((p) => (
                    <li key={p.id} className="max-w-full truncate rounded bg-brand-50 px-1.5 py-0.5 text-brand-800 dark:bg-brand-700/30 dark:text-brand-100">
                      {p.name}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
