import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { waitlistOfferSchema, type WaitlistOffer } from '../../../contract/lottery';
import { api } from '../../lib/api';
import { egoQueryKey } from '../ego/get-ego';
import { deskRequestsQueryKey } from '../lottery/get-desk-requests';
import { messagesQueryKey } from '../messages/unread-count';
import { namedSchema } from '../../lib/response-check/contract-modules';

export const waitlistOfferQueryKey = (id: number) => ['waitlist-offer', id] as const;

export const getWaitlistOffer = (id: number): Promise<WaitlistOffer> =>
  api.get(`lottery/offers/${id}`, { schema: namedSchema('lottery', 'waitlistOfferSchema') });

/** One of the caller's waiting-list offers (the page a push or mail opens). handledErrors: the page says 'not found'. */
export function useWaitlistOffer(id: number) {
  return useQuery({
    queryKey: waitlistOfferQueryKey(id),
    queryFn: () => getWaitlistOffer(id),
    enabled: id > 0,
    retry: false,
    meta: { handledErrors: true },
  });
}

export type OfferAnswer = 'accept' | 'decline';

export const answerWaitlistOffer = ({ id, answer }: { id: number; answer: OfferAnswer }): Promise<WaitlistOffer> =>
  api.post(`lottery/offers/${id}/${answer}`, { schema: waitlistOfferSchema });

/**
 * Accepts or declines an offer. handledErrors: a 409 (ran out, answered already) is shown beside the buttons.
 * The offer, requests and ego (the day's booking) are read again; the messages only when next shown, so the message
 * being answered keeps showing what became of its offer.
 */
export function useAnswerWaitlistOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerWaitlistOffer,
    onSuccess: (offer) => queryClient.setQueryData(waitlistOfferQueryKey(offer.id), offer),
    onSettled: async (_data, _error, { id }) => {
      await queryClient.invalidateQueries({ queryKey: messagesQueryKey, refetchType: 'none' });
      await Promise.all(
        [waitlistOfferQueryKey(id), deskRequestsQueryKey, egoQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    meta: { handledErrors: true },
  });
}
