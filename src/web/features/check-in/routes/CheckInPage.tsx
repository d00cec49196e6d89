import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { FormMessage } from '../../../components/form/FormMessage';
import { announce } from '../../../lib/announcer';
import { isApiError } from '../../../lib/api-error';
import { showError } from '../../../lib/error-store';
import { useEgo } from '../../../entities/ego/get-ego';
import { BookingCard } from '../../../entities/booking/BookingCard';
import { equipmentName } from '../../../lib/format';
import { useCheckIn } from '../api/check-in';
import { useDeskByUuid } from '../api/get-desk-by-uuid';
import '../../../styles/bookings.css';
import { paths } from '../../../lib/paths';

/** /desks/check_in/:uuid — the page a desk's QR code opens: the desk, the booking, check in. */
export default function CheckInPage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const ego = useEgo();
  const view = useDeskByUuid(uuid);
  const checkIn = useCheckIn(uuid);
  const timeZone = ego.data?.group.time_zone ?? 'UTC';
  const conflict = isApiError(checkIn.error) && checkIn.error.status === 409 ? checkIn.error : null;

  const submit = () =>
    checkIn.mutate(undefined, {
      onSuccess: ({ booking, walk_in }) =>
        announce(walk_in ? t('check_in.walk_in_done', { label: booking.desk.label }) : t('check_in.done', { label: booking.desk.label })),
      onError: (error) => {
        if (isApiError(error) && error.status === 409) announce(`${t('check_in.failed')} ${error.body?.message ?? ''}`, 'assertive');
        else showError(error);
      },
    });

  const desk = view.data?.desk;
  const booking = checkIn.data?.booking ?? view.data?.booking ?? null;
  const checkedIn = Boolean(booking?.checked_in_at);

  return (
    <>
      <SubPageHeader title={t('check_in.title')} backTo={paths.reports} />
      <div className="page">
        {desk ? (
          <section className="card" aria-labelledby="check-in-desk">
            <h2 id="check-in-desk">{t('bookings.desk', { label: desk.label })}</h2>
            <p>
              {desk.location.name} · {desk.area.name}
            </p>
            {desk.equipment.length ? <p className="muted">{desk.equipment.map((e) => equipmentName(e, t)).join(', ')}</p> : null}
            {booking ? <BookingCard booking={booking} timeZone={timeZone} testId="check-in-booking" /> : <p>{t('check_in.no_booking')}</p>}
            {checkedIn ? (
              <p className="form-message form-message-success" data-testid="check-in-success">
                {checkIn.data?.walk_in ? t('check_in.walk_in_done', { label: desk.label }) : t('check_in.done', { label: desk.label })}
              </p>
            ) : (
              <Button className="button office-primary" onPress={submit} isDisabled={checkIn.isPending}>
                {checkIn.isPending ? t('form.saving') : t('check_in.submit')}
              </Button>
            )}
            {conflict ? <FormMessage text={`${t('check_in.failed')} ${conflict.body?.message ?? ''}`.trim()} tone="error" /> : null}
            <p className="links">
              <Link to={paths.deskProblem(desk.id, desk.label)}>{t('bookings.report_problem')}</Link>
            </p>
          </section>
        ) : view.isError ? (
          <p>{t('check_in.unknown_desk')}</p>
        ) : (
          <p aria-busy="true">{t('app.loading')}</p>
        )}
      </div>
    </>
  );
}
