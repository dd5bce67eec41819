import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import { fetchShare, keys } from '../../../api/teamtree';
import { selfChoice, type SelfChoice } from './self-choice';

export type TreeProfile = StatusTreeAnswer['teamtree']['profiles'][number];

/** The member's choice of themselves on this tree: the free profiles (from the share answer) and whether the tree waits. */
export function useSelfChoice(status: StatusTreeAnswer): SelfChoice<TreeProfile> {
  const teamtreeId = status.teamtree.id;
  const asked = status.needsProfileLink && status.teamtree.profiles.length > 0;
  const share = useQuery({ queryKey: keys.share(teamtreeId), queryFn: () => fetchShare(teamtreeId), enabled: asked });
  // A share answer that failed says nothing is taken: the server still refuses a taken profile (409).
  const linked = useMemo(
    () => (share.data ? share.data.members.map((m) => m.linkedProfileId) : share.isError ? [] : null),
    [share.data, share.isError],
  );
  return useMemo(
    () => selfChoice({ needsProfileLink: status.needsProfileLink, profiles: status.teamtree.profiles, linkedByMembers: linked }),
    [status.needsProfileLink, status.teamtree.profiles, linked],
  );
}
