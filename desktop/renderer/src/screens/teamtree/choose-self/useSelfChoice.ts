import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { distinctLabels, type DistinctLabels } from '@shared/domain/distinct-names';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import { fetchShare, keys } from '../../../api/teamtree';
import { selfChoice, type SelfChoice } from './self-choice';
import { labelWords } from '../tree-texts';

export type TreeProfile = StatusTreeAnswer['teamtree']['profiles'][number];

export interface TreeSelfChoice extends SelfChoice<TreeProfile> {
  /** What tells the free profiles of one name apart ('Anna Krüger · under Max Weber'); empty while the panel is not shown. */
  labels: DistinctLabels;
}

const NO_LABELS: DistinctLabels = new Map();

/** The member's choice of themselves on this tree: the free profiles (from the share answer) and whether the tree waits. */
export function useSelfChoice(status: StatusTreeAnswer): TreeSelfChoice {
  const teamtreeId = status.teamtree.id;
  const asked = status.needsProfileLink && status.teamtree.profiles.length > 0;
  const share = useQuery({ queryKey: keys.share(teamtreeId), queryFn: () => fetchShare(teamtreeId), enabled: asked });
  // A share answer that failed says nothing is taken: the server still refuses a taken profile (409).
  const linked = useMemo(
    () => (share.data ? share.data.members.map((m) => m.linkedProfileId) : share.isError ? [] : null),
    [share.data, share.isError],
  );
  const { language } = useTranslation().i18n;
  return useMemo(() => {
    const choice = selfChoice({ needsProfileLink: status.needsProfileLink, profiles: status.teamtree.profiles, linkedByMembers: linked });
    return { ...choice, labels: choice.panel ? distinctLabels(status.teamtree.profiles, labelWords()) : NO_LABELS };
  }, [status.needsProfileLink, status.teamtree.profiles, linked, language]);
}
