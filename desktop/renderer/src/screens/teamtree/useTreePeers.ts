import { useMemo } from 'react';
import { useAuth } from '../../session/auth-store';
import { useView } from '../../stores/view-store';
import type { TreeLayout } from './tree/layout';
import { useRoomPresence } from './useRoomPresence';

/**
 * The others on this tree for the toolbar (with the partner each is viewing) and the nodes they
 * have selected for the canvas's rings; one's own selection is shared unless hidden in the menu.
 */
export function useTreePeers(teamtreeId: string, selectedId: string | null, layout: TreeLayout, names: readonly string[]) {
  const me = useAuth((s) => s.me);
  const shareSelection = useView((s) => s.shareSelection);
  const peers = useRoomPresence(teamtreeId, me?.id ?? null, { selectedProfileId: shareSelection ? selectedId : null });
  const people = useMemo(
    () => [...peers.values()].map((p) => ({ ...p, viewing: p.selectedProfileId ? (names[layout.index.get(p.selectedProfileId) ?? -1] ?? null) : null })),
    [peers, names, layout],
  );
  const nodes = useMemo(() => people.map((p) => (p.selectedProfileId ? (layout.index.get(p.selectedProfileId) ?? -1) : -1)).filter((i) => i >= 0), [people, layout]);
  return { people, nodes };
}
