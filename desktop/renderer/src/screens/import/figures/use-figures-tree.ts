import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PartnerRow } from '@shared/import/figures-match';
import type { Figures } from '@shared/schemas/figures';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import { useMonthFigures } from '../../../figures/use-figures';
import { fetchImportContext } from '../import-api';

/**
 * What a monthly export is matched against: the tree's partners with the back-office IDs earlier
 * partner imports stored (null until those are read), and the month's figures the partners have
 * now (null until read).
 */
export function useFiguresTree(tree: StatusTreeAnswer, period: string) {
  const teamtreeId = tree.teamtree.id;
  const known = useQuery({ queryKey: ['import-context', teamtreeId], queryFn: () => fetchImportContext(teamtreeId) });
  const externalIds = known.data?.externalIds;
  const partners = useMemo((): PartnerRow[] | null => {
    if (!externalIds) return null;
    const idOf = new Map(externalIds.map((entry) => [entry.profileId, entry.externalId]));
    return tree.teamtree.profiles.map((p) => ({ id: p.id, name: p.name, parentId: p.parentId, externalId: idOf.get(p.id) ?? null }));
  }, [tree, externalIds]);
  const figures = useMonthFigures(teamtreeId, period);
  const month = figures.month;
  const current = useMemo((): ReadonlyMap<string, Figures> | null => {
    if (!month) return null;
    const held = new Map<string, Figures>();
    for (const [profileId, partner] of month.byProfile) if (partner.figures) held.set(profileId, partner.figures);
    return held;
  }, [month]);
  return { partners, current, error: known.error ?? figures.error };
}
