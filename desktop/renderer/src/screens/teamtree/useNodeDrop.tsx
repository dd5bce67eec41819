import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@shared/domain/constants';
import { canWriteProfiles } from '@shared/domain/policies';
import { subtreeIds } from '@shared/domain/profile-filters';
import { moveRefusal } from '@shared/domain/upline-choice';
import { MoveConfirmDialog } from './partner/MoveConfirmDialog';
import type { DragRules } from './tree/engine/node-drag';
import type { Scene } from './tree/draw';
import type { TreeProfile } from './useProfileActions';
import { moveRefusalTexts } from './tree-texts';

/**
 * Drag and drop on the canvas (owner, moderators, EDIT; never the root): the rules the canvas
 * drags by (cycles, the partner itself and its current upline refused with the reason, from the
 * layout's parents: cheap for every pointer move) and the confirmation a drop opens.
 */
export function useNodeDrop(teamtreeId: string, permission: Permission, profiles: readonly TreeProfile[], scene: Scene) {
  const [drop, setDrop] = useState<{ moverId: string; uplineId: string } | null>(null);
  const { layout, names } = scene;
  const writer = canWriteProfiles(permission);
  const { language } = useTranslation().i18n;
  const rules = useMemo<DragRules | undefined>(() => {
    if (!writer) return undefined;
    const texts = moveRefusalTexts();
    const at = (id: string) => layout.index.get(id) ?? -1;
    const tree = {
      parentOf: (id: string) => {
        const p = layout.parent[at(id)] ?? -1;
        return p < 0 ? null : layout.ids[p];
      },
      nameOf: (id: string) => names[at(id)] ?? '',
    };
    return {
      canDrag: (i) => layout.parent[i] >= 0,
      refusal: (mover, target) => moveRefusal(tree, layout.ids[mover], layout.ids[target], texts),
      onDrop: (mover, target) => setDrop({ moverId: layout.ids[mover], uplineId: layout.ids[target] }),
    };
  }, [writer, layout, names, language]);

  const mover = drop && profiles.find((p) => p.id === drop.moverId);
  const upline = drop && profiles.find((p) => p.id === drop.uplineId);
  const below = useMemo(() => (mover ? subtreeIds(profiles, mover.id).size - 1 : 0), [mover, profiles]);
  const dialog = mover && upline && <MoveConfirmDialog teamtreeId={teamtreeId} profile={mover} upline={upline} below={below} onClose={() => setDrop(null)} />;
  return { rules, dialog };
}
