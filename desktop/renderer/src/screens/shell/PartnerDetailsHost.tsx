import { Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { profileDenial } from '@shared/domain/policies';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import { useNameOf } from '../../history/use-name-of';
import { usePartnerDetails, type DetailsTab } from '../../stores/partner-details-store';
import { useActiveTreeStatus } from '../../trees/active-tree';
import { PartnerDetailsDialog, PartnerDialog } from '../teamtree/partner/lazy-dialogs';

/**
 * The partner details a page opened through `usePartnerDetails` (a Teamlist row), closed when
 * the page changes. Nothing is read while none is open.
 */
export function PartnerDetailsHost() {
  const profileId = usePartnerDetails((s) => s.profileId);
  const tab = usePartnerDetails((s) => s.tab);
  const close = usePartnerDetails((s) => s.close);
  const { pathname } = useLocation();
  useEffect(() => close, [pathname, close]);
  return profileId ? <OpenPartnerDetails key={`${profileId}-${tab}`} profileId={profileId} tab={tab} onClose={close} /> : null;
}

/**
 * The partner as the active tree holds them now (live changes included); nothing once they are
 * gone. A member who may edit them goes on from the details to the partner dialog ('Edit',
 * 'Add reminder').
 */
function OpenPartnerDetails({ profileId, tab, onClose }: { profileId: string; tab: DetailsTab; onClose(): void }) {
  const status = useActiveTreeStatus().status;
  const profiles = status?.teamtree.profiles;
  const nameOf = useNameOf(profiles ?? []);
  const [editing, setEditing] = useState<{ startAt?: 'reminder' } | null>(null);
  const profile = profiles?.find((p) => p.id === profileId);
  if (!status || !profile) return null;
  const mayEdit = profileDenial(status.userMembership.permission, 'edit', profile.parentId === null) === null;
  return (
    <Suspense fallback={null}>
      {editing ? (
        <EditPartner tree={status.teamtree} profile={profile} startAt={editing.startAt} onClose={onClose} />
      ) : (
        <PartnerDetailsDialog
          profile={profile}
          startTab={tab}
          nameOf={nameOf}
          actions={mayEdit ? { edit: () => setEditing({}), addReminder: () => setEditing({ startAt: 'reminder' }) } : undefined}
          onClose={onClose}
        />
      )}
    </Suspense>
  );
}

type Tree = StatusTreeAnswer['teamtree'];

function EditPartner({ tree, profile, startAt, onClose }: { tree: Tree; profile: Tree['profiles'][number]; startAt?: 'reminder'; onClose(): void }) {
  const treeCategories = useMemo(() => tree.categories.map((c) => c.name), [tree.categories]);
  return <PartnerDialog target={{ kind: 'edit', profile, startAt }} teamtreeId={tree.id} plan={tree.ownerPlan} treeCategories={treeCategories} onClose={onClose} />;
}
