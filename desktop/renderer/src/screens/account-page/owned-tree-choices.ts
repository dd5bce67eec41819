import type { TreeTransfer } from '@shared/schemas/account-deletion';
import { t } from '../../i18n/i18n';

/** What happens to one owned tree when the account goes: `''` deletes it, a user id hands it to that member. */
export type TreeChoices = Record<string, string>;

/** The transfers of `DELETE /api/auth/account`: each tree handed to a member; every other owned tree is deleted. */
export function transfersOf(choices: TreeChoices): TreeTransfer[] {
  return Object.entries(choices)
    .filter(([, userId]) => userId !== '')
    .map(([teamtreeId, userId]) => ({ teamtreeId, userId }));
}

/** The confirmation's text, in the language shown: what goes with the account and what is handed over. */
export function deletionSummary(deleted: number, handedOver: number): string {
  const parts = [t('account.delete.cannotBeUndone')];
  if (deleted > 0) parts.push(t('account.delete.deleted', { count: deleted }));
  if (handedOver > 0) parts.push(t('account.delete.handedOver', { count: handedOver }));
  return parts.join(' ');
}
