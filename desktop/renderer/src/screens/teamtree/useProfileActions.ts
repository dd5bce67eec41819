import { useCallback, useState } from 'react';
import type { Permission } from '@shared/domain/constants';
import { profileDenial, type ProfileAction } from '@shared/domain/policies';
import { deniedKey, type DeniedKey } from './profile-denial';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import type { PartnerTarget } from './partner/PartnerDialog';

export type TreeProfile = StatusTreeAnswer['teamtree']['profiles'][number];

/**
 * What the node's buttons open (the partner dialog to add or edit, the details, the delete
 * dialog, the upline picker) and the refusal shown instead when the member's rights do not allow it.
 */
export function useProfileActions(permission: Permission) {
  const [partner, setPartner] = useState<PartnerTarget | null>(null);
  const [deleting, setDeleting] = useState<TreeProfile | null>(null);
  const [viewing, setViewing] = useState<TreeProfile | null>(null);
  const [moving, setMoving] = useState<TreeProfile | null>(null);
  const [denied, setDenied] = useState<DeniedKey | null>(null);

  const dismissDenied = useCallback(() => setDenied(null), []);

  function allowed(action: ProfileAction, profile: TreeProfile | null): boolean {
    const denial = deniedKey(permission, action, action !== 'add' && !!profile && profile.parentId === null);
    setDenied(denial);
    return denial === null;
  }

  return {
    partner,
    deleting,
    viewing,
    moving,
    denied,
    dismissDenied,
    view: (profile: TreeProfile) => setViewing(profile),
    edit: (profile: TreeProfile) => allowed('edit', profile) && setPartner({ kind: 'edit', profile }),
    /** Whether the member may edit the partner (the details then offer 'Edit' and 'Add reminder'). */
    mayEdit: (profile: TreeProfile) => profileDenial(permission, 'edit', profile.parentId === null) === null,
    /** From the details to the partner dialog, at the name or at a new reminder. */
    editFromDetails: (profile: TreeProfile, startAt?: 'reminder') => {
      if (!allowed('edit', profile)) return;
      setViewing(null);
      setPartner({ kind: 'edit', profile, startAt });
    },
    /** 'Change upline…' (the Edit Partner dialog closes for it): never for the root. */
    changeUpline: (profile: TreeProfile) => {
      if (!allowed('edit', profile) || profile.parentId === null) return;
      setPartner(null);
      setMoving(profile);
    },
    remove: (profile: TreeProfile) => allowed('delete', profile) && setDeleting(profile),
    addChild: (parent: TreeProfile | null) => allowed('add', null) && setPartner(parent ? { kind: 'create', parentId: parent.id, parentName: parent.name } : { kind: 'create', parentId: null }),
    close: () => {
      setPartner(null);
      setViewing(null);
      setDeleting(null);
      setMoving(null);
    },
  };
}
