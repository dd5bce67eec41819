import { useAuth } from '../session/auth-store';
import { whoText } from './entry-text';
import { useHistoryList } from './use-history';

/**
 * Who changed a partner last, as the history names them ('Eddi Editor', 'A former member'),
 * leaving the signed-in user's own entries aside: the conflict view says who changed the
 * partner meanwhile instead of 'someone else' (issue 34). `null` until the history has
 * answered, when it cannot be read (offline), or when no one else changed the partner.
 */
export function useLastChangedBy(teamtreeId: string, profileId: string): string | null {
  const myId = useAuth((s) => s.me?.id);
  const list = useHistoryList(teamtreeId, profileId);
  const newest = list.data?.pages[0]?.entries.find((entry) => entry.user?.id !== myId);
  return newest ? whoText(newest) : null;
}
