import { useEffect, useState } from 'react';
import { currentTreeSocket } from '../../realtime/socket';

/**
 * Distinct users in the tree's room, from `room-info` on the per-tree socket. The socket may
 * open after the page; until then this looks again every second. Subscribing late, it asks for
 * a fresh `room-info` by joining the room again (the server treats that as a no-op join).
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
      if (socket.teamtreeId === teamtreeId) void socket.joinTree(teamtreeId).catch(() => undefined);
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
  return users > 1 ? `Live (${users} aktive Nutzer)` : null;
}
