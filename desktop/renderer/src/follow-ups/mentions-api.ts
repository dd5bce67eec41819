import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { okAnswer } from '@shared/schemas/common';
import { mentionsAnswer } from '@shared/schemas/mention';
import { UPDATE_TYPES } from '@shared/schemas/realtime';
import { z } from 'zod';
import { api } from '../api/instance';
import { useIdleValue } from '../lib/use-idle-value';
import { onReconnected, onResync, onTreeUpdate } from '../realtime/socket';

/**
 * The bell's mentions (docs/follow-ups.md "Mentions"): the signed-in user's notices not read
 * yet, across all their trees, read again on each `mention-add` (sent to the user's own room)
 * and after a reconnection.
 */
export const mentionKeys = { unread: ['mentions', 'unread'] as const };

/** How many unread mentions the bell lists (the rest is counted). */
export const MENTIONS_LISTED = 20;

const ok = okAnswer.or(z.object({}).loose());

export const fetchUnreadMentions = () => api.get('/mentions', { query: { unread: 'true', limit: MENTIONS_LISTED }, schema: mentionsAnswer });
export const markMentionRead = (id: string) => api.post('/mention/read', { id }, { schema: ok });
export const markAllMentionsRead = () => api.post('/mention/read', { all: true }, { schema: ok });

/** The unread mentions, live; first asked once the page is idle, so it never competes with the page's own requests. */
export function useUnreadMentions() {
  const queryClient = useQueryClient();
  const idle = useIdleValue(true, false, 3_000);
  useEffect(() => {
    const again = () => void queryClient.invalidateQueries({ queryKey: mentionKeys.unread });
    const offUpdate = onTreeUpdate((event) => event.type === UPDATE_TYPES.mentionAdd && again());
    const offReconnected = onReconnected((kind) => kind === 'global' && again());
    const offResync = onResync((kind) => kind === 'global' && again());
    return () => {
      offUpdate();
      offReconnected();
      offResync();
    };
  }, [queryClient]);
  return useQuery({ queryKey: mentionKeys.unread, queryFn: fetchUnreadMentions, enabled: idle, staleTime: 30_000 });
}
