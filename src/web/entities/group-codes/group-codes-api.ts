import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { groupCodeSchema, type AddGroupCodeInput, type GroupCode, type GroupCodesResponse } from '../../../contract/create-group';
import { api } from '../../lib/api';
import { namedSchema } from '../../lib/response-check/contract-modules';

const groupCodesQueryKey = ['admin', 'group-codes'] as const;
const codePath = (code: string) => `admin/group_codes/${encodeURIComponent(code)}`;

export function useGroupCodes() {
  return useQuery({
    queryKey: groupCodesQueryKey,
    queryFn: (): Promise<GroupCodesResponse> =>
      api.get('admin/group_codes', { schema: namedSchema('create-group', 'groupCodesResponseSchema') }),
  });
}

/** A change to the codes; the list is loaded again afterwards, whatever the outcome. */
function useGroupCodeChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupCodesQueryKey }),
    meta: { handledErrors: true },
  });
}

export const useAddGroupCode = () =>
  useGroupCodeChange((body: AddGroupCodeInput): Promise<GroupCode> => api.post('admin/group_codes', { body, schema: groupCodeSchema }));

export const useRotateGroupCode = () =>
  useGroupCodeChange((code: string): Promise<GroupCode> => api.post(`${codePath(code)}/rotate`, { schema: groupCodeSchema }));

export const useRetireGroupCode = () =>
  useGroupCodeChange(async (code: string): Promise<void> => {
    await api.del(codePath(code));
  });
