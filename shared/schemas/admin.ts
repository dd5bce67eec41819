import { z } from 'zod';
import { PLANS, ROLES } from '../domain/constants';
import { id } from './common';
import { hasNoNul } from './teamtree';

export const ADMIN_USERS_LIMIT = 50;

export const adminUsersQuery = z.object({
  query: z
    .string()
    .max(200, 'query is too long')
    .refine(hasNoNul, 'query must not contain NUL characters')
    .optional()
    .transform((v) => (v ?? '').trim()),
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
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUsersAnswer = z.object({ users: z.array(adminUser) });
