import type { TreeTransfer } from '@shared/schemas/account-deletion';

/** What happens to one owned tree when the account goes: `''` deletes it, a user id hands it to that member. */
export type TreeChoices = Record<string, string>;

/** The transfers of `DELETE /api/auth/account`: each tree handed to a member; every other owned tree is deleted. */
export function transfersOf(choices: TreeChoices): TreeTransfer[] {
  return Object.entries(choices)
    .filter(([, userId]) => userId !== '')
    .map(([teamtreeId, userId]) => ({ teamtreeId, userId }));
}

const trees = (count: number) => (count === 1 ? '1 TeamTree you own' : `${count} TeamTrees you own`);

/** The confirmation's text: what goes with the account and what is handed over. */
export function deletionSummary(deleted: number, handedOver: number): string {
  const parts = ['This cannot be undone.'];
  if (deleted > 0) parts.push(`${trees(deleted)} ${deleted === 1 ? 'is' : 'are'} deleted with all partners.`);
  if (handedOver > 0) parts.push(`${trees(handedOver)} ${handedOver === 1 ? 'goes to its new owner' : 'go to their new owners'}.`);
  return parts.join(' ');
}
