import { z } from 'zod';
import { id } from './common';

/** Each owned tree handed to a member, who becomes its owner (one entry per tree). */
export const treeTransfer = z.object({ teamtreeId: id, userId: id });
export type TreeTransfer = z.infer<typeof treeTransfer>;

/**
 * `DELETE /api/auth/account`: the password (left out by a Google-only account, which must have
 * signed in within the last 10 minutes) and the owned trees to hand over; every other owned
 * tree is deleted with the account.
 */
export const deleteAccountRequest = z.object({
  password: z.string().max(1024, 'Password is too long').optional(),
  transfers: z.array(treeTransfer).max(1000, 'Too many transfers').optional(),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequest>;

export const NOT_YOUR_TREE = 'You can only hand over a TeamTree you own.';
export const TRANSFER_TWICE = 'Each TeamTree can be handed to one member only.';
export const NEW_OWNER_NOT_MEMBER = 'The new owner must be a member of this TeamTree.';
export const SIGN_IN_AGAIN_TO_DELETE = 'Sign in with Google again (within the last 10 minutes) to delete your account.';
