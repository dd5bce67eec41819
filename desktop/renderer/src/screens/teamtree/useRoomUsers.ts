import { useEffect, useState } from 'react';
import { currentTreeSocket } from '../../realtime/socket';
import { t } from '../../i18n/i18n';
import { countText } from './tree-texts';

/**
 * Distinct users in the tree's room, from `room-info` on the per-tree socket. The socket may
 * open after the page; until then this looks again every second. Subscribing late, it takes the
 * socket's last `room-info` (joining again would not help: the server only acknowledges a
 * repeated join).
 */
export function useRoomUsers(teamtreeId: string | null): number {
  const [users, setUsers] = useState(0);
  useEffect(() => {
    setUsers(0);
    if (!teamtreeId) return;
    let unsubscribe: (() => void) | null = null;
    const attach = () => {
      const socket = currentTreeSocket();
      if (!socket || unsubscribe) return;
      unsubscribe = socket.on('room-info', (event) => {
        if (event.teamtreeId === teamtreeId) setUsers(event.activeUsers);
      });
      const last = socket.lastRoomInfo(teamtreeId);
      if (last) setUsers(last.activeUsers);
    };
    attach();
    const timer = window.setInterval(attach, 1000);
    return () => {
      window.clearInterval(timer);
      unsubscribe?.();
    };
  }, [teamtreeId]);
  return users;
}

/** 'Live (N aktive Nutzer)', shown when more than one user is in the room. */
export function liveLabel(users: number): string | null {
  return users > 1 ? t('teamtree.toolbar.live', { n: countText(users) }) : null;
}
