import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { BookableBooking } from '../../../../contract/bookables';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { bookableWhen } from '../../../entities/bookable/bookable-when';
import { announce } from '../../../lib/announcer';
import { currentLanguage } from '../../../lib/i18n';
import { useCancelBookableBooking } from '../api/cancel-bookable-booking';
import { useMyBookables } from '../api/get-my-bookables';
import { myEntries } from '../lib/my-entries';
import { BookableStatusBadge } from './BookableStatusBadge';

const titleOf = (b: BookableBooking) => b.title || b.resource.label;

/** 'Meine Buchungen und Anfragen': status, a rejection's reason, cancel or withdraw (after a question). */
export function MyBookables({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const mine = useMyBookables();
  const cancel = useCancelBookableBooking();
  const [asking, setAsking] = useState<BookableBooking | null>(null);
  const when = (b: BookableBooking) => bookableWhen(b.start_at, b.end_at, language, timeZone);

  const onConfirm = (b: BookableBooking) => {
    setAsking(null);
    cancel.mutate(b.id, { onSuccess: () => announce(t('bookables.cancelled', { title: titleOf(b) })) });
  };
  const isRequest = (b: BookableBooking) => b.status === 'waiting';

  return (
    <section className="card" aria-labelledby="my-bookables" data-testid="my-bookables">
      <h2 id="my-bookables">{t('bookables.mine_title')}</h2>
      {!mine.data ? (
        <p aria-busy="true">{t('app.loading')}</p>
      ) : myEntries(mine.data).length === 0 ? (
        <p className="muted">{t('bookables.mine_empty')}</p>
      ) : (
        <ul className="booking-list">
          {myEntries(mine.data).map((b) => (
            <li key={b.id} className="booking-item" data-bookable-booking-id={b.id} data-status={b.status}>
              <div>
                <strong>{titleOf(b)}</strong> <BookableStatusBadge status={b.status} />
                <br />
                {b.title ? (
                  <span className="muted">
                    {b.resource.label}, {b.resource.location.name}
                  </span>
                ) : (
                  <span className="muted">{b.resource.location.name}</span>
                )}
                <br />
                <span>{when(b)}</span>
                {b.status === 'rejected' && b.decision?.reason ? (
                  <>
                    <br />
                    <span data-testid="rejection-reason">{t('bookables.reason', { reason: b.decision.reason })}</span>
                  </>
                ) : null}
              </div>
              {b.can_cancel && (b.status === 'booked' || b.status === 'waiting' || b.status === 'reserved') ? (
                <Button
                  className="button"
                  isDisabled={cancel.isPending}
                  onPress={() => setAsking(b)}
                  aria-label={t(isRequest(b) ? 'bookables.withdraw_label' : 'bookables.cancel_label', { title: titleOf(b) })}
                >
                  {t(isRequest(b) ? 'bookables.withdraw' : 'bookables.cancel')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {asking ? (
        <ConfirmDialog
          title={t(isRequest(asking) ? 'bookables.withdraw_title' : 'bookables.cancel_title')}
          text={t(isRequest(asking) ? 'bookables.withdraw_question' : 'bookables.cancel_question', {
            title: titleOf(asking),
            when: when(asking),
          })}
          confirmLabel={t(isRequest(asking) ? 'bookables.withdraw_confirm' : 'bookables.cancel_confirm')}
          onConfirm={() => onConfirm(asking)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </section>
  );
}
