import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupSchema, type Group } from '../../../../contract/group';
import type { LotterySettingsBody } from '../../../../contract/lottery';
import { api } from '../../../lib/api';
import { egoQueryKey } from '../../../entities/ego/get-ego';

export function updateLotterySettings(body: LotterySettingsBody): Promise<Group> {
  return api.put('admin/group/lottery', { body, schema: groupSchema });
}

/** Admins only; handledErrors: the settings screen shows 422 itself. */
export function useUpdateLotterySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLotterySettings,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: egoQueryKey }),
    meta: { handledErrors: true },
  });
}
