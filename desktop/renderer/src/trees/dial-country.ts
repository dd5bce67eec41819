import { useQuery } from '@tanstack/react-query';
import { treeSettingsOf } from '@shared/schemas/teamtree';
import { treeStatusQuery } from '../api/teamtree';
import { useView } from '../stores/view-store';

/**
 * The active tree's dial country (its owner's choice; Germany until the tree is read). Only
 * watches the tree the page holds: it never reads it itself, and a change of anything else in
 * the tree does not render its caller again.
 */
export function useActiveDialCountry(): string {
  const activeTreeId = useView((s) => s.activeTreeId) ?? '';
  const { data } = useQuery({ ...treeStatusQuery(activeTreeId), enabled: false, select: (answer) => treeSettingsOf(answer.teamtree).dialCountry });
  return data ?? treeSettingsOf(null).dialCountry;
}
