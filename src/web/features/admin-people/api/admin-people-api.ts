import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminDeskProblemSchema,
  adminUserSchema,
  type AdminDeskProblem,
  type AdminUser,
  type DeskProblemState,
  type UpdateAdminUserBody,
} from '../../../../contract/admin-people';

import { api } from '../../../lib/api';
import { namedSchema } from '../../../lib/response-check/contract-modules';

const usersKey = ['admin', 'users'] as const;
const problemsKey = ['admin', 'desk-problems'] as const;
const auditKey = ['admin', 'audit'] as const;

export const useAdminUsers = (q: string, page: number) =>
  useQuery({
    queryKey: [...usersKey, q, page],
    queryFn: () =>
      api.get('admin/users', { query: { q, page: String(page) }, schema: namedSchema('admin-people', 'adminUsersResponseSchema') }),
    placeholderData: keepPreviousData,
  });

export const useUserOptions = () =>
  useQuery({
    queryKey: ['admin', 'user-options'],
    queryFn: () => api.get('admin/user_options', { schema: namedSchema('admin-people', 'adminUserOptionsSchema') }),
  });

/** A change to a user; the lists (and the audit log) load again afterwards, whatever the outcome. */
function useUserChange<V>(mutationFn: (variables: V) => Promise<AdminUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['admin'] })]),
    meta: { handledErrors: true },
  });
}

export const useUpdateUser = () =>
  useUserChange(({ id, body }: { id: number; body: UpdateAdminUserBody }) =>
    api.put(`admin/users/${id}`, { body, schema: adminUserSchema }),
  );

export const useSetUserActive = () =>
  useUserChange(({ id, active }: { id: number; active: boolean }) =>
    api.post(`admin/users/${id}/${active ? 'reactivate' : 'deactivate'}`, { schema: adminUserSchema }),
  );

export const useDeskProblems = (state: DeskProblemState) =>
  useQuery({
    queryKey: [...problemsKey, state],
    queryFn: () =>
      api.get('admin/desk_problems', { query: { state }, schema: namedSchema('admin-people', 'adminDeskProblemsResponseSchema') }),
  });

export function useResolveProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<AdminDeskProblem> =>
      api.post(`admin/desk_problems/${id}/resolve`, { schema: adminDeskProblemSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useAuditLog = (entity: string) =>
  useInfiniteQuery({
    queryKey: [...auditKey, entity],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) =>
      api.get('admin/audit', {
        query: { ...(entity ? { entity } : {}), ...(pageParam !== null ? { before_id: String(pageParam) } : {}) },
        schema: namedSchema('audit', 'auditResponseSchema'),
      }),
    getNextPageParam: (last) => last.next_before_id,
  });
