import { z } from 'zod';
import { normalisePrivacy, READ_PRIVACY_CHOICES } from '../domain/read-privacy';
import { id } from './common';

/** What a tree hides from its READ members, as the status answer and the privacy route carry it. */
export const treePrivacy = z.object({ hideFromRead: z.array(z.string()) });
export type TreePrivacy = z.infer<typeof treePrivacy>;
export const DEFAULT_TREE_PRIVACY: TreePrivacy = { hideFromRead: [] };

/** `PUT /api/teamtree/privacy`: the owner chooses the hidden fields (a subset; each at most once, stored in a fixed order). */
export const treePrivacyRequest = z.object({
  teamtreeId: id,
  hideFromRead: z
    .array(z.enum(READ_PRIVACY_CHOICES, { message: `hideFromRead may hold only ${READ_PRIVACY_CHOICES.join(', ')}` }), { message: 'hideFromRead must be a list' })
    .max(READ_PRIVACY_CHOICES.length * 2, 'hideFromRead is too long')
    .transform(normalisePrivacy),
});
export type TreePrivacyRequest = z.input<typeof treePrivacyRequest>;

export const treePrivacyAnswer = z.object({ teamtree: z.object({ id: z.string(), name: z.string(), privacy: treePrivacy }) });

/** A tree's privacy as an answer holds it: a server from before it sends none, which hides nothing. */
export function treePrivacyOf(teamtree: { privacy?: TreePrivacy } | null | undefined): TreePrivacy {
  return teamtree?.privacy ?? DEFAULT_TREE_PRIVACY;
}
