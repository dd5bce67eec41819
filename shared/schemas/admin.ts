import { z } from 'zod';
import { PLANS, ROLES } from '../domain/constants';
import { id } from './common';
import { hasNoNul } from './teamtree';

export const ADMIN_USERS_LIMIT = 50;
/** The last page one may ask for (50 users a page: 500,000 users); beyond it the offset scan is no use to anyone. */
export const ADMIN_USERS_MAX_PAGE = 10_000;

export const adminUsersQuery = z.object({
  query: z
    .string()
    .max(200, 'query is too long')
    .refine(hasNoNul, 'query must not contain NUL characters')
    .optional()
    .transform((v) => (v ?? '').trim()),
  /** 1-based page of 50 (not in the contract: see docs/architecture.md); left out, the first. */
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, 'page must be a whole number from 1')
    .transform(Number)
    .refine((n) => n <= ADMIN_USERS_MAX_PAGE, `page must be at most ${ADMIN_USERS_MAX_PAGE}`)
    .optional()
    .transform((v) => v ?? 1),
});

export const adminUpdateUserRequest = z
  .object({
    id,
    plan: z.enum(PLANS, `plan must be one of: ${PLANS.join(', ')}`).optional(),
    role: z.enum(ROLES, `role must be one of: ${ROLES.join(', ')}`).optional(),
  })
  .refine((input) => input.plan !== undefined || input.role !== undefined, 'Send a plan or a role to change');
export type AdminUpdateUserRequest = z.input<typeof adminUpdateUserRequest>;

export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  plan: z.enum(PLANS),
  createdAt: z.string(),
  /** Trees the user owns (planted). */
  treeCount: z.number().int().nonnegative(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** `page` is the page answered; `hasMore` says whether a next page has users. */
export const adminUsersAnswer = z.object({ users: z.array(adminUser), page: z.number().int().positive(), hasMore: z.boolean() });
export type AdminUsersAnswer = z.infer<typeof adminUsersAnswer>;
