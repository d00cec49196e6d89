import { useMutation } from '@tanstack/react-query';
import { feedbackSentSchema, type FeedbackBody } from '../../../contract/feedback';
import { api } from '../../lib/api';

export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: FeedbackBody) => api.post('feedback', { body, schema: feedbackSentSchema }),
    meta: { handledErrors: true },
  });
}
