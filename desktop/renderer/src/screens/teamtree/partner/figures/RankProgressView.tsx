import { useTranslation } from 'react-i18next';
import { rankProgress, type RankFigures, type RankRule } from '@shared/domain/rank-progress';
import { currentLanguage } from '../../../../i18n/i18n';
import { formatNumber } from '../../../../i18n/formats';

/**
 * The progress to the next rank of the tree's rank plan (issue 38 item 3; how the cap of one leg
 * counts: shared/domain/rank-progress.ts).
 */
export function RankProgressView({ plan, figures }: { plan: readonly RankRule[]; figures: RankFigures }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const n = (value: number) => formatNumber(value, language);
  const { held, next } = rankProgress(plan, figures);
  if (!next) return <p className="text-sm">{t('figures.tab.topRank', { rank: held?.name ?? '' })}</p>;
  const volume = { volume: n(next.teamVolume), required: n(next.rank.minTeamVolume) };
  return (
    <div className="space-y-1 text-sm">
      <p className="font-medium">{t('figures.tab.nextRank', { rank: next.rank.name })}</p>
      <ul className="space-y-0.5">
        <li>
          {next.rank.maxLegShare === null
            ? t('figures.tab.rankVolume', volume)
            : t('figures.tab.rankVolumeCapped', { ...volume, share: formatNumber(next.rank.maxLegShare * 100, language, { maximumFractionDigits: 1 }), counted: n(next.counted) })}
        </li>
        <li>{t('figures.tab.rankPv', { pv: n(next.pv), required: n(next.rank.minPv) })}</li>
      </ul>
      {next.met && <p className="text-emerald-800 dark:text-emerald-300">{t('figures.tab.rankMet')}</p>}
    </div>
  );
}
