import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarLinkCreatedSchema } from '../../../contract/calendar-feed';
import { api } from '../../lib/api';
import { namedSchema } from '../../lib/response-check/contract-modules';

export const calendarLinkQueryKey = ['settings', 'calendar_link'] as const;

export function useCalendarLinkState() {
  return useQuery({
    queryKey: calendarLinkQueryKey,
    queryFn: () => api.get('settings/calendar_link', { schema: namedSchema('calendar-feed', 'calendarLinkStateSchema') }),
  });
}

/** Makes or renews the link; the answer carries the URL, which the server cannot tell again. */
export function useCreateCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('settings/calendar_link', { schema: calendarLinkCreatedSchema }),
    onSuccess: (created) => queryClient.setQueryData(calendarLinkQueryKey, { active: true, created_at: created.created_at }),
    meta: { handledErrors: true },
  });
}

export function useRemoveCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.del('settings/calendar_link');
    },
    onSuccess: () => queryClient.setQueryData(calendarLinkQueryKey, { active: false, created_at: null }),
    meta: { handledErrors: true },
  });
}
