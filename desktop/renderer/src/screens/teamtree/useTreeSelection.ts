import { useCallback, useState } from 'react';
import { t } from '../../i18n/i18n';
import type { TreeLayout } from './tree/layout';
import { describeNode } from './tree/navigation';

/**
 * The selected partner (kept by id, so live changes that move indexes keep it) and what a
 * screen reader hears when the selection or the keyboard focus moves. `onChange` runs on every
 * selection (the tree page clears a refusal shown for the previous one).
 */
export function useTreeSelection<P extends { id: string; name: string }>(profiles: readonly P[], layout: TreeLayout, onChange: () => void) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const selected = selectedId ? (layout.index.get(selectedId) ?? -1) : -1;

  const select = useCallback(
    (i: number) => {
      onChange();
      setSelectedId(i >= 0 ? profiles[i].id : null);
      if (i >= 0) setAnnounce(t('teamtree.announce.selected', { description: describeNode(layout, i, profiles[i].name) }));
    },
    [profiles, layout, onChange],
  );
  // A 'Show more' node of a wide team (after the partners) has no profile.
  const focus = useCallback((i: number) => setAnnounce(describeNode(layout, i, profiles[i]?.name ?? '')), [profiles, layout]);

  return { selectedId, selected, selectedProfile: selected >= 0 ? profiles[selected] : null, select, focus, announce, setAnnounce };
}
