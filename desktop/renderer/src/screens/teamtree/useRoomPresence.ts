import { useEffect, useRef, useState } from 'react';
import { currentTreeSocket, onTreeJoined } from '../../realtime/socket';
import { peerChanged, peerJoined, peerLeft, type OwnPresence, type Peers } from '../../realtime/room-presence';

const ANNOUNCE_DELAY_MS = 150;

/**
 * The others on the same tree and their selections, from the presence the server relays; their
 * names are the server's (`presence-changed` and `user-joined`), never one a client sent. Each
 * client announces its selection when it arrives, when its selection changes and when
 * someone new joins, so everyone learns who is already there.
 */
export function useRoomPresence(teamtreeId: string, ownUserId: string | null, own: OwnPresence): Peers {
  const [peers, setPeers] = useState<Peers>(new Map());
  /** Users whose own presence reached us (a `user-joined` alone does not mean they heard of us). */
  const heardFrom = useRef(new Set<string>());
  const latest = useRef(own);
  latest.current = own;

  const announce = useRef<() => void>(() => undefined);

  useEffect(() => {
    setPeers(new Map());
    heardFrom.current = new Set();
    const stops: Array<() => void> = [];
    let attached = false;
    let timer = 0;
    // Only the selection: the server adds who we are (userId, name) from its own records.
    const send = () => void currentTreeSocket()?.sendPresence(teamtreeId, { selectedProfileId: latest.current.selectedProfileId }).catch(() => undefined);
    announce.current = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(send, ANNOUNCE_DELAY_MS);
    };
    const attach = () => {
      const socket = currentTreeSocket();
      if (!socket || attached || socket.teamtreeId !== teamtreeId) return;
      attached = true;
      stops.push(
        socket.on('presence-changed', (payload) => {
          if (payload.teamtreeId !== teamtreeId) return;
          // The first word from someone: answer in kind (they may have arrived before we listened, or missed ours).
          if (payload.userId !== ownUserId && !heardFrom.current.has(payload.userId)) {
            heardFrom.current.add(payload.userId);
            announce.current();
          }
          setPeers((p) => peerChanged(p, payload, ownUserId));
        }),
        socket.on('user-joined', (event) => {
          if (event.teamtreeId !== teamtreeId) return;
          setPeers((p) => peerJoined(p, event.userId, event.name, ownUserId));
          announce.current();
        }),
        socket.on('user-left', (event) => {
          if (event.teamtreeId !== teamtreeId) return;
          heardFrom.current.delete(event.userId);
          setPeers((p) => peerLeft(p, event.userId));
        }),
      );
      announce.current();
    };
    attach();
    // Each join the server accepted (the first, and after a reconnection): only now is our
    // presence relayed, so announce it then; whoever hears from us first answers with theirs.
    stops.push(
      onTreeJoined((joined) => {
        if (joined !== teamtreeId) return;
        attach();
        announce.current();
      }),
    );
    const poll = window.setInterval(attach, 1000);
    return () => {
      window.clearInterval(poll);
      window.clearTimeout(timer);
      for (const stop of stops) stop();
    };
  }, [teamtreeId, ownUserId]);

  useEffect(() => announce.current(), [own.selectedProfileId]);
  return peers;
}
