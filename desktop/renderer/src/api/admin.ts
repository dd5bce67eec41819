import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUsersAnswer, type AdminUpdateUserRequest } from '@shared/schemas/admin';
import { okAnswer } from '@shared/schemas/common';
import { ApiError } from './errors';
import { api } from './instance';

/** React Query keys of the operators page. */
export const adminKeys = {
  all: ['admin-users'] as const,
  users: (query: string, page: number) => ['admin-users', query, page] as const,
};

export const fetchAdminUsers = (query: string, page: number) => api.get('/admin/users', { query: { query, page }, schema: adminUsersAnswer });
export const updateAdminUser = (body: AdminUpdateUserRequest) => api.put('/admin/users', body, { schema: okAnswer });

/**
 * One page of users matching `query`; the previous page stays on screen while the next loads.
 * Always asked again when shown (another operator may have changed a plan since).
 */
export function useAdminUsers(query: string, page: number) {
  return useQuery({
    queryKey: adminKeys.users(query, page),
    queryFn: () => fetchAdminUsers(query, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
