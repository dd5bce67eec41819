import { useTranslation } from 'react-i18next';
import { powerLegView, type LegVolume } from '@shared/domain/power-leg';
import { currentLanguage } from '../../../../i18n/i18n';
import { formatNumber } from '../../../../i18n/formats';

/** How many legs the tab lists; the rest are summed up in one line. */
const LEGS_SHOWN = 10;

/**
 * The partner's legs by team volume (issue 38 item 3): each direct partner with their leg's team
 * volume, the largest first and marked 'Power leg', then the volume outside it.
 */
export function PartnerLegs({ teamVolume, legs, nameOf }: { teamVolume: number; legs: readonly LegVolume[]; nameOf(id: string): string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const view = powerLegView(teamVolume, legs);
  if (view.legs.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('figures.tab.noLegs')}</p>;
  const rest = view.legs.slice(LEGS_SHOWN);
  return (
    <div className="space-y-1">
      <ol aria-label={t('figures.tab.legsLabel')} className="space-y-0.5 text-sm">
        {view.legs.slice(0, LEGS_SHOWN).map((leg) => (
          <li key={leg.profileId} className="flex items-baseline justify-between gap-3">
            <span className="flex min-w-0 items-baseline gap-2">
              <span className="min-w-0 truncate">{nameOf(leg.profileId)}</span>
              {leg === view.power && (
                <span className="shrink-0 rounded bg-emerald-100 px-1.5 text-xs font-medium text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200">{t('figures.tab.powerLeg')}</span>
              )}
            </span>
            <span className="shrink-0 text-slate-600 tabular-nums dark:text-slate-400">{formatNumber(leg.volume, language)}</span>
          </li>
        ))}
      </ol>
      {rest.length > 0 && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('figures.tab.moreLegs', { count: rest.length, volume: formatNumber(rest.reduce((sum, leg) => sum + leg.volume, 0), language) })}
        </p>
      )}
      {view.power && <p className="text-sm">{t('figures.tab.outside', { volume: formatNumber(view.outside, language) })}</p>}
    </div>
  );
}
