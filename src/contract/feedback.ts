import { z } from 'zod';
import { FEEDBACK_TEXT_MAX } from './limits';

/** `POST feedback`: a text for the group's admins (they get a message and a mail). */
export const feedbackBodySchema = z.object({
  text: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .refine((s) => s.length <= FEEDBACK_TEXT_MAX, { message: 'validation.too_long_max', params: { max: FEEDBACK_TEXT_MAX } }),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

export const feedbackSentSchema = z.object({ id: z.number().int(), created_at: z.string() });
export type FeedbackSent = z.infer<typeof feedbackSentSchema>;
