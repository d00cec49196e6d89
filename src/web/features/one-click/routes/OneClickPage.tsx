import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { BigHeader } from '../../../components/BigHeader';
import { FormMessage } from '../../../components/form/FormMessage';
import { announce } from '../../../lib/announcer';
import { isApiError } from '../../../lib/api-error';
import { showError } from '../../../lib/error-store';
import { useEgo } from '../../../entities/ego/get-ego';
import { BookingCard } from '../../../entities/booking/BookingCard';
import { useOneClickBooking, type OneClickWhen } from '../api/one-click';
import { LotteryStatusBanner } from '../../../entities/lottery/LotteryStatusBanner';
import '../../../styles/bookings.css';
import { paths } from '../../../lib/paths';

/** /one: one-click booking for today or tomorrow, and the current ticket. */
export default function OneClickPage() {
  const { t } = useTranslation();
  // The day's schedule and the lottery status are shown as they are now, not from a cached copy.
  const ego = useEgo({ fresh: true });
  const oneClick = useOneClickBooking();
  const timeZone = ego.data?.group.time_zone ?? 'UTC';
  const conflict = isApiError(oneClick.error) && oneClick.error.status === 409 ? oneClick.error : null;

  const book = (when: OneClickWhen) =>
    oneClick.mutate(when, {
      onSuccess: (booking) => announce(t('one_click.booked', { label: booking.desk.label })),
      onError: (error) => {
        if (isApiError(error) && error.status === 409) announce(t('one_click.nothing_free'), 'assertive');
        else showError(error);
      },
    });

  return (
    <>
      <BigHeader title={t('calendar.title')} />
      <div className="page">
        <LotteryStatusBanner status={ego.data?.lottery_run_status ?? null} />
        <section className="card" aria-labelledby="one-click-title">
          <h2 id="one-click-title">{t('one_click.heading')}</h2>
          <p>{t('one_click.intro')}</p>
          <div className="one-click-buttons">
            <Button className="button office-primary big-button" isDisabled={oneClick.isPending} onPress={() => book('today')}>
              {t('one_click.today')}
            </Button>
            <Button className="button office-primary big-button" isDisabled={oneClick.isPending} onPress={() => book('tomorrow')}>
              {t('one_click.tomorrow')}
            </Button>
          </div>
          {oneClick.isPending ? <p aria-busy="true">{t('form.saving')}</p> : null}
          {conflict ? <FormMessage text={`${t('one_click.nothing_free')} ${conflict.body?.message ?? ''}`.trim()} tone="error" /> : null}
          {oneClick.data ? (
            <div data-testid="one-click-result">
              <h3>{t('one_click.booked_heading')}</h3>
              <BookingCard booking={oneClick.data} timeZone={timeZone} />
            </div>
          ) : null}
        </section>
        <section className="card" aria-labelledby="ticket-title">
          <h2 id="ticket-title">{t('one_click.ticket')}</h2>
          {ego.data?.ticket ? (
            <>
              <BookingCard booking={ego.data.ticket} timeZone={timeZone} testId="ticket" />
              {ego.data.ticket.checked_in_at ? null : (
                <Link to={paths.checkIn(ego.data.ticket.desk.uuid)} className="button">
                  {t('check_in.submit')}
                </Link>
              )}
            </>
          ) : (
            <p className="muted">{ego.data ? t('one_click.no_ticket') : t('app.loading')}</p>
          )}
          <p className="links">
            <Link to={paths.reports}>{t('one_click.to_calendar')}</Link>
          </p>
        </section>
      </div>
    </>
  );
}
