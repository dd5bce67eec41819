import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useNameOf } from '../../history/use-name-of';
import { usePartnerDetails } from '../../stores/partner-details-store';
import { useActiveTreeStatus } from '../../trees/active-tree';
import { PartnerDetailsDialog } from '../teamtree/partner/lazy-dialogs';

/**
 * The partner details a page opened through `usePartnerDetails` (a Teamlist row), closed when
 * the page changes. Nothing is read while none is open.
 */
export function PartnerDetailsHost() {
  const profileId = usePartnerDetails((s) => s.profileId);
  const close = usePartnerDetails((s) => s.close);
  const { pathname } = useLocation();
  useEffect(() => close, [pathname, close]);
  return profileId ? <OpenPartnerDetails profileId={profileId} onClose={close} /> : null;
}

/** The partner as the active tree holds them now (live changes included); nothing once they are gone. */
function OpenPartnerDetails({ profileId, onClose }: { profileId: string; onClose(): void }) {
  const profiles = useActiveTreeStatus().status?.teamtree.profiles;
  const nameOf = useNameOf(profiles ?? []);
  const profile = profiles?.find((p) => p.id === profileId);
  if (!profile) return null;
  return (
    <Suspense fallback={null}>
      <PartnerDetailsDialog profile={profile} nameOf={nameOf} onClose={onClose} />
    </Suspense>
  );
}
