import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { teamFigures } from '@shared/domain/team-legs';
import { useTreeStatus } from '../../../api/teamtree';
import { t } from '../../../i18n/i18n';
import { countText, partnersText } from '../tree-texts';

/** How many legs the details name; the rest are summed up in one line. */
const LEGS_SHOWN = 10;

const partners = (n: number) => partnersText(n, true);
const levels = (n: number) => t('teamtree.legs.levels', { count: n, n: countText(n, true) });
const legs = (n: number) => t('teamtree.legs.legs', { count: n, n: countText(n, true) });

/**
 * The partner's team figures per leg (issue 24 item 8): partners and levels below, then each
 * leg (the team under one direct partner, that partner included), the largest first. Read from
 * the tree the page holds; nothing while it is not there.
 */
export function TeamLegs({ teamtreeId, profileId }: { teamtreeId: string; profileId: string }) {
  const tree = useTreeStatus(teamtreeId).data?.teamtree;
  useTranslation();
  const figures = useMemo(() => (tree ? teamFigures(tree.profiles, profileId) : null), [tree, profileId]);
  const names = useMemo(() => new Map(tree?.profiles.map((p) => [p.id, p.name])), [tree]);
  if (!figures) return null;
  if (figures.size === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('teamtree.legs.nobody')}</p>;
  const shown = figures.legs.slice(0, LEGS_SHOWN);
  const rest = figures.legs.slice(LEGS_SHOWN);
  return (
    <div className="space-y-1">
      <p className="text-sm">
        {t('teamtree.legs.summary', { partners: partners(figures.size), levels: levels(figures.levels), legs: legs(figures.legs.length) })}
      </p>
      <ol aria-label={t('teamtree.legs.label')} className="space-y-0.5 text-sm">
        {shown.map((leg) => (
          <li key={leg.id} className="flex justify-between gap-3">
            <span className="min-w-0 truncate">{names.get(leg.id)}</span>
            <span className="shrink-0 text-slate-600 tabular-nums dark:text-slate-400">
              {t('teamtree.legs.leg', { partners: partners(leg.size), levels: levels(leg.levels) })}
            </span>
          </li>
        ))}
      </ol>
      {rest.length > 0 && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('teamtree.legs.rest', { count: rest.length, n: countText(rest.length, true), partners: partners(rest.reduce((sum, leg) => sum + leg.size, 0)) })}
        </p>
      )}
    </div>
  );
}
