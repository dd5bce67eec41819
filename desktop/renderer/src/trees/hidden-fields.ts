import { useQuery } from '@tanstack/react-query';
import { hiddenFromCaller, type HideableField } from '@shared/domain/read-privacy';
import { treeStatusQuery } from '../api/teamtree';
import { useView } from '../stores/view-store';

const NONE: readonly HideableField[] = [];

/**
 * The fields the active tree's owner hides from the signed-in member (a READ member; docs/privacy.md
 * "What READ members see"): the answers hold them empty, and the screens say 'Hidden by the owner'.
 * Only watches the tree the page holds, as useActiveDialCountry does.
 */
export function useHiddenFields(teamtreeId?: string): readonly HideableField[] {
  const activeTreeId = useView((s) => s.activeTreeId) ?? '';
  const { data } = useQuery({ ...treeStatusQuery(teamtreeId ?? activeTreeId), enabled: false, select: (answer) => hiddenFromCaller(answer).join(',') });
  return data ? (data.split(',') as HideableField[]) : NONE;
}
