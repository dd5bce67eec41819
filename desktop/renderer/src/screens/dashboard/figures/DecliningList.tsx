import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PvFall } from '@shared/domain/declining';
import { currentLanguage } from '../../../i18n/i18n';
import { formatNumber } from '../../../i18n/formats';

/** How many declining partners the card names; the rest are counted. */
const SHOWN = 10;

/** 'Declining': the partners whose PV fell by more than half since the month before (shared/domain/declining.ts). */
export function DecliningList({ falls, since, nameOf }: { falls: readonly PvFall[]; since: string; nameOf(id: string): string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const n = (value: number) => formatNumber(value, language);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-1">
      <h3 id={headingId} className="text-base font-semibold text-slate-800 dark:text-slate-100">
        {t('figures.dashboard.declining')}
      </h3>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('figures.dashboard.decliningHint', { period: since })}</p>
      {falls.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('figures.dashboard.decliningNone')}</p>
      ) : (
        <>
          <ul aria-label={t('figures.dashboard.declining')} className="space-y-0.5 text-sm">
            {falls.slice(0, SHOWN).map((fall) => (
              <li key={fall.profileId} className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 truncate">{nameOf(fall.profileId)}</span>
                <span className="shrink-0 text-red-700 tabular-nums dark:text-red-400">{t('figures.dashboard.pvFall', { before: n(fall.before), now: n(fall.now) })}</span>
              </li>
            ))}
          </ul>
          {falls.length > SHOWN && <p className="text-xs text-slate-600 dark:text-slate-400">{t('figures.dashboard.more', { count: falls.length - SHOWN })}</p>}
        </>
      )}
    </section>
  );
}
