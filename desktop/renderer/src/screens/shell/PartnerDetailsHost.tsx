import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useNameOf } from '../../history/use-name-of';
import { usePartnerDetails } from '../../stores/partner-details-store';
import { useActiveTreeStatus } from '../../trees/active-tree';
import { PartnerDetailsDialog } from '../teamtree/partner/lazy-dialogs';

const NO_PROFILES: ReadonlyArray<{ id: string; name: string }> = [];

/**
 * The partner details a page opened through `usePartnerDetails` (a Teamlist row): the partner as
 * the active tree holds them now (live changes included); closed when the page changes or the
 * partner is gone.
 */
export function PartnerDetailsHost() {
  const profileId = usePartnerDetails((s) => s.profileId);
  const close = usePartnerDetails((s) => s.close);
  const profiles = useActiveTreeStatus().status?.teamtree.profiles;
  const nameOf = useNameOf(profiles ?? NO_PROFILES);
  const { pathname } = useLocation();
  useEffect(() => close, [pathname, close]);
  const profile = profileId ? profiles?.find((p) => p.id === profileId) : undefined;
  if (!profile) return null;
  return (
    <Suspense fallback={null}>
      <PartnerDetailsDialog profile={profile} nameOf={nameOf} onClose={close} />
    </Suspense>
  );
}
