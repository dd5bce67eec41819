import { useTranslation } from 'react-i18next';
import type { LegChange } from '@shared/domain/leg-changes';
import { currentLanguage } from '../../../i18n/i18n';
import { formatNumber } from '../../../i18n/formats';

const heading = 'text-sm font-semibold text-slate-800 dark:text-slate-100';

/** One of the two lists of the leader's legs: grown most or shrunk most since the month before. */
export function LegChanges({ title, empty, changes, nameOf }: { title: string; empty: string; changes: readonly LegChange[]; nameOf(id: string): string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const n = (value: number) => formatNumber(value, language);
  return (
    <div className="min-w-0 space-y-1">
      <h4 className={heading}>{title}</h4>
      {changes.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ol aria-label={title} className="space-y-0.5 text-sm">
          {changes.map((leg) => (
            <li key={leg.profileId} className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 truncate">{nameOf(leg.profileId)}</span>
              <span className={`shrink-0 tabular-nums ${leg.change > 0 ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-700 dark:text-red-400'}`}>
                {t('figures.dashboard.changeLine', { change: formatNumber(leg.change, language, { signDisplay: 'always' }), before: n(leg.before), now: n(leg.now) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
