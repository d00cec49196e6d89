import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EgoResponse } from '../../../../contract/ego';
import type { ParkingBooking, ParkingRequest, ParkingSpace } from '../../../../contract/parking';
import { addDays, isLocalDay } from '../../../../domain/time/local-day';
import { requestFailure } from '../../../components/form/request-failure';
import { DatePickerField } from '../../../components/pickers';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { useEgo } from '../../../entities/ego/get-ego';
import { announce } from '../../../lib/announcer';
import { isApiError } from '../../../lib/api-error';
import { fullDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useToday } from '../../../lib/use-today';
import { useParkingOffer } from '../api/get-offer';
import { useBookParking, useCancelParking } from '../api/parking-actions';
import { useRequestParking, useWithdrawParkingRequest } from '../api/parking-requests';
import { MyParkingDays } from '../components/MyParkingDays';
import { ParkingLotteryCard } from '../components/ParkingLotteryCard';
import { SpaceList } from '../components/SpaceList';
import '../parking.css';

/** /parkefficient ('Parken'): the group's parking spaces by day, booking and cancelling them, and the parking portal. */
export default function ParkingPage() {
  const { t } = useTranslation();
  const ego = useEgo();
  return (
    <>
      <SubPageHeader title={t('parking.title')} backTo={paths.reports} />
      {ego.data ? (
        <ParkingScreen ego={ego.data} />
      ) : (
        <p className="page" aria-busy="true">
          {t('app.loading')}
        </p>
      )}
    </>
  );
}

function ParkingScreen({ ego }: { ego: EgoResponse }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { group } = ego;
  const today = useToday(group.time_zone);
  const last = addDays(today, group.max_advance_days);
  const [params, setParams] = useSearchParams();
  const wanted = params.get('day');
  // the chosen day lives in the address, so that reloading keeps it
  const day = wanted && isLocalDay(wanted) && wanted >= today && wanted <= last ? wanted : today;
  const offer = useParkingOffer(day);
  const book = useBookParking();
  const cancel = useCancelParking();
  const ask = useRequestParking();
  const withdraw = useWithdrawParkingRequest();
  const [message, setMessage] = useState<string | null>(null);

  const fail = (error: unknown) => {
    const { fields, summary } = requestFailure(error, t, { failed: t('parking.failed') });
    const text = [summary, ...Object.values(fields).flat()].filter(Boolean).join(' ');
    setMessage(text);
    announce(text, 'assertive');
  };
  const onBook = (space: ParkingSpace) => {
    setMessage(null);
    book.mutate(
      { days: [day], resource_id: space.id },
      {
        onSuccess: ({ results }) => {
          const result = results[0];
          const text =
            result?.outcome === 'booked'
              ? t('parking.booked', { label: space.label })
              : t(`parking.outcome.${result?.outcome ?? 'space_taken'}`);
          setMessage(text);
          announce(text);
        },
        onError: fail,
      },
    );
  };
  const onCancel = (booking: ParkingBooking) => {
    setMessage(null);
    cancel.mutate(booking.id, {
      onSuccess: () => {
        setMessage(t('parking.cancelled'));
        announce(t('parking.cancelled'));
      },
      onError: fail,
    });
  };

  const say = (text: string) => {
    setMessage(text);
    announce(text);
  };
  const onRequest = () => {
    setMessage(null);
    ask.mutate({ days: [day] }, { onSuccess: () => say(t('parking_lottery.requested')), onError: fail });
  };
  const onWithdraw = (request: ParkingRequest) => {
    setMessage(null);
    withdraw.mutate(request.id, { onSuccess: () => say(t('parking_lottery.withdrawn')), onError: fail });
  };

  if (!group.has_parkefficient_link || (isApiError(offer.error) && offer.error.status === 403)) {
    return (
      <div className="page">
        <section className="card" data-testid="parking-disabled">
          <p>{t('parking.disabled')}</p>
        </section>
      </div>
    );
  }
  const failure = offer.error ? requestFailure(offer.error, t, { failed: t('parking.failed'), formFields: ['day'] }) : null;
  const linkUrl = offer.data?.link_url ?? group.parking_link_url;
  const lottery = offer.data?.lottery ?? null;
  return (
    <div className="page page-wide">
      <div className="columns">
        <div className="column">
          <section className="card" aria-labelledby="parking-offer" data-testid="parking-offer">
            <h2 id="parking-offer">{t('parking.spaces')}</h2>
            <p className="muted">{t('parking.intro')}</p>
            <DatePickerField
              label={t('parking.day')}
              name="day"
              today={today}
              value={day}
              min={today}
              max={last}
              isRequired
              errorMessage={failure?.fields.day?.join(' ') || undefined}
              onChange={(next) => {
                if (next) setParams({ day: next }, { replace: true });
              }}
            />
            <h3 className="parking-day">{fullDate(day, language)}</h3>
            {message ? (
              <p className="form-message" role="status" data-testid="parking-message">
                {message}
              </p>
            ) : null}
            {failure ? (
              <p className="muted">{failure.summary}</p>
            ) : offer.data ? (
              <SpaceList spaces={offer.data.spaces} isPending={book.isPending} canBook={!lottery?.open} onBook={onBook} />
            ) : (
              <p aria-busy="true">{t('app.loading')}</p>
            )}
            {linkUrl ? (
              <a className="button parking-portal" href={linkUrl} target="_blank" rel="noopener noreferrer" data-testid="parking-portal">
                {t('parking.portal')}
                <span className="visually-hidden"> ({t('parking.portal_hint')})</span>
              </a>
            ) : null}
          </section>
        </div>
        <div className="column">
          {lottery ? (
            <ParkingLotteryCard
              day={day}
              lottery={lottery}
              timeZone={group.time_zone}
              isPending={ask.isPending || withdraw.isPending}
              onRequest={onRequest}
              onWithdraw={onWithdraw}
            />
          ) : null}
          {offer.data ? <MyParkingDays bookings={offer.data.my_bookings} isPending={cancel.isPending} onCancel={onCancel} /> : null}
        </div>
      </div>
    </div>
  );
}
