import type { Permission } from '@shared/domain/constants';
import { profileDenial, ROOT_DELETE_DENIED, ROOT_EDIT_DENIED, type ProfileAction } from '@shared/domain/policies';

/** Why an action on a partner is refused, as the key of its text (`teamtree.denied.<key>`). */
export type DeniedKey = ProfileAction | 'rootEdit' | 'rootDelete';

/**
 * The refusal of `profileDenial` (the rules the server applies too) as a key, so the tree page
 * shows it in the language shown when it is shown: the member's rights for the action, or the
 * root kept for the owner. null when the action is allowed.
 */
export function deniedKey(permission: Permission, action: ProfileAction, isRoot: boolean): DeniedKey | null {
  const denial = profileDenial(permission, action, isRoot);
  if (denial === null) return null;
  if (denial === ROOT_EDIT_DENIED) return 'rootEdit';
  if (denial === ROOT_DELETE_DENIED) return 'rootDelete';
  return action;
}
