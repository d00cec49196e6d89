import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInvitationsBody } from '../../../../contract/rooms';
import { api } from '../../../lib/api';
import { roomBookingsQueryKey } from '../../../entities/room-booking/get-room-bookings';

export async function inviteColleagues(body: CreateInvitationsBody): Promise<void> {
  await api.post('invitations', { body });
}

/** handledErrors: the invitation panel shows a 422 (e.g. the room is full) under the search field. */
export function useInviteColleagues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteColleagues,
    onSettled: () => queryClient.invalidateQueries({ queryKey: roomBookingsQueryKey }),
    meta: { handledErrors: true },
  });
}

export async function removeInvitation(id: number): Promise<void> {
  await api.del(`invitations/${id}`);
}

export function useRemoveInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: roomBookingsQueryKey }),
  });
}
