import { useMutation } from '@tanstack/react-query';
import { deskProblemResponseSchema, type DeskProblemBody } from '../../../../contract/bookings';
import { api } from '../../../lib/api';

export function reportDeskProblem(body: DeskProblemBody) {
  return api.post('desk_problems', { body, schema: deskProblemResponseSchema });
}

/** handledErrors: the form shows 422s at its fields. */
export function useReportDeskProblem() {
  return useMutation({ mutationFn: reportDeskProblem, meta: { handledErrors: true } });
}
