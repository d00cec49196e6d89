import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { WaitlistOffer } from '../../../contract/lottery';
import { FormMessage } from '../../components/form/FormMessage';
import { announce } from '../../lib/announcer';
import { isApiError } from '../../lib/api-error';
import { useAnswerWaitlistOffer, type OfferAnswer as Answer } from './waitlist-offer-api';

interface Props {
  offerId: number;
  /** Names the offer in the buttons' accessible names (the message title, or the desk). */
  title: string;
}

/** "Annehmen" and "Ablehnen" for an open waiting-list offer, one tap each; afterwards what became of it. */
export function OfferAnswer({ offerId, title }: Props) {
  const { t } = useTranslation();
  const answer = useAnswerWaitlistOffer();
  const [done, setDone] = useState<WaitlistOffer | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  if (done) {
    return (
      <p className="offer-answer form-message form-message-success" data-testid="offer-answered">
        {done.message}
      </p>
    );
  }
  const send = (choice: Answer) => {
    setFailed(null);
    answer.mutate(
      { id: offerId, answer: choice },
      {
        onSuccess: (offer) => {
          setDone(offer);
          announce(t(choice === 'accept' ? 'waitlist_offers.accepted' : 'waitlist_offers.declined'));
        },
        onError: (error) => {
          const text = isApiError(error) && error.body?.message ? error.body.message : t('waitlist_offers.failed');
          setFailed(text);
          announce(text, 'assertive');
        },
      },
    );
  };
  return (
    <>
      <div className="actions offer-answer">
        <Button
          className="button office-primary"
          isDisabled={answer.isPending}
          onPress={() => send('accept')}
          aria-label={t('waitlist_offers.accept_label', { title })}
        >
          {t('waitlist_offers.accept')}
        </Button>
        <Button
          className="button"
          isDisabled={answer.isPending}
          onPress={() => send('decline')}
          aria-label={t('waitlist_offers.decline_label', { title })}
        >
          {t('waitlist_offers.decline')}
        </Button>
      </div>
      <FormMessage text={failed} tone="error" />
    </>
  );
}
