import { useMemo } from 'react';
import { teamFigures } from '@shared/domain/team-legs';
import { useTreeStatus } from '../../../api/teamtree';

/** How many legs the details name; the rest are summed up in one line. */
const LEGS_SHOWN = 10;

const partners = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'partner' : 'partners'}`;
const levels = (n: number) => `${n} ${n === 1 ? 'level' : 'levels'}`;

/**
 * The partner's team figures per leg (issue 24 item 8): partners and levels below, then each
 * leg (the team under one direct partner, that partner included), the largest first. Read from
 * the tree the page holds; nothing while it is not there.
 */
export function TeamLegs({ teamtreeId, profileId }: { teamtreeId: string; profileId: string }) {
  const tree = useTreeStatus(teamtreeId).data?.teamtree;
  const figures = useMemo(() => (tree ? teamFigures(tree.profiles, profileId) : null), [tree, profileId]);
  const names = useMemo(() => new Map(tree?.profiles.map((p) => [p.id, p.name])), [tree]);
  if (!figures) return null;
  if (figures.size === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">Nobody below yet.</p>;
  const shown = figures.legs.slice(0, LEGS_SHOWN);
  const rest = figures.legs.slice(LEGS_SHOWN);
  return (
    <div className="space-y-1">
      <p className="text-sm">
        {partners(figures.size)} in {levels(figures.levels)} below, {figures.legs.length} {figures.legs.length === 1 ? 'leg' : 'legs'}
      </p>
      <ol aria-label="Legs" className="space-y-0.5 text-sm">
        {shown.map((leg) => (
          <li key={leg.id} className="flex justify-between gap-3">
            <span className="min-w-0 truncate">{names.get(leg.id)}</span>
            <span className="shrink-0 text-slate-600 tabular-nums dark:text-slate-400">
              {partners(leg.size)} · {levels(leg.levels)}
            </span>
          </li>
        ))}
      </ol>
      {rest.length > 0 && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          and {rest.length} more {rest.length === 1 ? 'leg' : 'legs'} with {partners(rest.reduce((sum, leg) => sum + leg.size, 0))}
        </p>
      )}
    </div>
  );
}
