import { useMemo } from 'react';
import { BILL_STATUS_TONES } from '../../components/BillStatusBadge';
import { useView } from '../../stores/view-store';
import { useVisibleProfiles } from '../teamlist/use-visible-profiles';
import { groupProfiles } from './grouping';
import { ProfileCard } from './ProfileCard';
import { useBarsGrouping } from './use-bars-grouping';

const note = 'rounded-xl border border-slate-200 bg-white p-5 text-slate-600 shadow-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400';

/** Teambars (spec section 2): columns of profile cards, grouped by the top bar's choice. */
export function TeambarsPage() {
  const { profiles, today, loading, status, error, activeTreeId } = useVisibleProfiles();
  const [grouping] = useBarsGrouping();
  const viewMode = useView((s) => s.viewMode);
  const bars = useMemo(() => groupProfiles(profiles, grouping, today), [profiles, grouping, today]);

  let body;
  if (loading) {
    body = (
      <p role="status" className={note}>
        Loading...
      </p>
    );
  } else if (error && !status) {
    body = (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200">
        Fehler beim Laden der TeamTree-Daten
      </p>
    );
  } else if (bars.length === 0) {
    body = <p className={note}>Keine Profile für diesen Filter.</p>;
  } else {
    body = (
      // `relative`: the bars' visually hidden texts are positioned; this box must contain them, or
      // they stretch the whole document to the last bar's width.
      <div className="relative flex items-start gap-4 overflow-x-auto pb-2" role="list" aria-label="Bars">
        {bars.map((bar) => (
          <section key={bar.key} role="listitem" aria-labelledby={`bar-${bar.key}`} className="flex w-64 shrink-0 flex-col rounded-xl bg-slate-100 p-3 dark:bg-slate-800/60">
            <h2 id={`bar-${bar.key}`} className="mb-2 flex items-center justify-between gap-2 text-sm font-semibold text-slate-800 dark:text-slate-100">
              <span className="truncate" title={bar.title}>
                {bar.status ? <span className={`rounded-full px-2 py-0.5 ${BILL_STATUS_TONES[bar.status]}`}>{bar.title}</span> : bar.title}
              </span>
              <span className="rounded-full bg-white px-2 text-xs text-slate-700 dark:bg-slate-900 dark:text-slate-300">
                {bar.profiles.length}
                <span className="sr-only"> profiles</span>
              </span>
            </h2>
            <ul className="space-y-2" aria-label={bar.title}>
              {bar.profiles.map((p) => (
                <ProfileCard key={p.id} profile={p} viewMode={viewMode} today={today} teamtreeId={activeTreeId} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }
  return (
    <div className="space-y-4 p-6">
      <h1 className="text-2xl font-semibold tracking-tight">Teambars</h1>
      {body}
    </div>
  );
}
