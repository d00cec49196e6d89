import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { roomBookingsQueryKey } from './get-room-bookings';

export type InvitationAnswer = 'accept' | 'decline';

export async function answerInvitation({ id, answer }: { id: number; answer: InvitationAnswer }): Promise<void> {
  await api.post(`invitations/${id}/${answer}`);
}

/** Errors (e.g. the booking was cancelled meanwhile) go to the error dialog. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: roomBookingsQueryKey }),
  });
}
