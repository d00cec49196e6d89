import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  absenceRemovedSchema,
  absenceSavedSchema,
  type AbsenceRemoved,
  type AbsenceSaved,
  type CreateAbsenceBody,
  type UpdateAbsenceBody,
} from '../../../../contract/absences';
import { bookingsQueryKey } from '../../../entities/booking/get-my-bookings';
import { egoQueryKey } from '../../../entities/ego/get-ego';
import { api } from '../../../lib/api';
import { namedSchema } from '../../../lib/response-check/contract-modules';

const absencesQueryKey = ['desk', 'absences'] as const;

export function useAbsences() {
  return useQuery({
    queryKey: absencesQueryKey,
    queryFn: async () => (await api.get('absences', { schema: namedSchema('absences', 'absencesResponseSchema') })).absences,
  });
}

/** After a change: the absences, the own desk's shared days and the calendar (taken-back days are owner bookings). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['desk'] });
    void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
    void queryClient.invalidateQueries({ queryKey: egoQueryKey });
  };
}

export function useCreateAbsence() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateAbsenceBody): Promise<AbsenceSaved> => api.post('absences', { body, schema: absenceSavedSchema }),
    onSuccess: refresh,
    meta: { handledErrors: true },
  });
}

export function useUpdateAbsence() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateAbsenceBody }): Promise<AbsenceSaved> =>
      api.request('PATCH', `absences/${id}`, { body, schema: absenceSavedSchema }),
    onSuccess: refresh,
    meta: { handledErrors: true },
  });
}

export function useDeleteAbsence() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number): Promise<AbsenceRemoved> => api.del(`absences/${id}`, { schema: absenceRemovedSchema }),
    onSuccess: refresh,
    meta: { handledErrors: true },
  });
}
