import { Suspense, useMemo } from 'react';
import { subtreeIds } from '@shared/domain/profile-filters';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import { useNameOf } from '../../history/use-name-of';
import { ChangeUplineDialog } from './partner/ChangeUplineDialog';
import { DeleteProfileDialog } from './partner/DeleteProfileDialog';
import { PartnerDetailsDialog, PartnerDialog } from './partner/lazy-dialogs';
import type { useProfileActions } from './useProfileActions';

/** The dialog a node's button opened, showing the partner as the tree holds it now (live changes included). */
export function TreeDialogs({ tree, actions }: { tree: StatusTreeAnswer['teamtree']; actions: ReturnType<typeof useProfileActions> }) {
  const { partner, viewing, deleting, moving, close } = actions;
  const profiles = tree.profiles;
  const current = <P extends { id: string }>(held: P) => profiles.find((p) => p.id === held.id) ?? held;
  const treeCategories = useMemo(() => tree.categories.map((c) => c.name), [tree.categories]);
  const nameOf = useNameOf(profiles);
  return (
    <Suspense fallback={null}>
      {partner && (
        <PartnerDialog
          target={partner.kind === 'edit' ? { ...partner, profile: current(partner.profile) } : partner}
          teamtreeId={tree.id}
          plan={tree.ownerPlan}
          treeCategories={treeCategories}
          onChangeUpline={partner.kind === 'edit' && partner.profile.parentId !== null ? () => actions.changeUpline(current(partner.profile)) : undefined}
          onClose={close}
        />
      )}
      {viewing && (
        <PartnerDetailsDialog
          profile={current(viewing)}
          nameOf={nameOf}
          actions={actions.mayEdit(viewing) ? { edit: () => actions.editFromDetails(current(viewing)), addReminder: () => actions.editFromDetails(current(viewing), 'reminder') } : undefined}
          onClose={close}
        />
      )}
      {moving && <ChangeUplineDialog teamtreeId={tree.id} profile={current(moving)} profiles={profiles} onClose={close} />}
      {deleting && <DeleteProfileDialog teamtreeId={tree.id} profile={deleting} subtreeSize={subtreeIds(profiles, deleting.id).size} onClose={close} />}
    </Suspense>
  );
}
