import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import type { OwnDesk } from '../../../../contract/own-desk';
import { QrCode } from '../../../components/QrCode';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { useEgo } from '../../../entities/ego/get-ego';
import { bookingTime, fullDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useOwnDesk } from '../api/get-own-desk';
import { AbsencesSection } from '../components/AbsencesSection';
import { SharedDays } from '../components/SharedDays';
import '../../../styles/bookings.css';
import '../own-desk.css';

/**
 * /desk: the own desk — the fixed one or today's booking — where it is, its QR code, shared days, absences (a fixed
 * desk's owner), a problem report.
 */
export default function OwnDeskPage() {
  const { t } = useTranslation();
  const ownDesk = useOwnDesk();
  return (
    <>
      <SubPageHeader title={t('own_desk.title')} />
      <div className="page">
        {ownDesk.isPending ? <p aria-busy="true">{t('app.loading')}</p> : null}
        {ownDesk.isError ? <p role="alert">{t('own_desk.failed')}</p> : null}
        {ownDesk.data ? <DeskDetails own={ownDesk.data} /> : null}
      </div>
    </>
  );
}

function DeskDetails({ own }: { own: OwnDesk }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const ego = useEgo();
  const { desk, booking, check_in_url: checkInUrl } = own;
  if (own.holding === 'none' || !desk || !checkInUrl) {
    return (
      <section className="card" aria-labelledby="own-desk-none" data-testid="own-desk-none">
        <h2 id="own-desk-none">{t('own_desk.none_title')}</h2>
        <p>{t('own_desk.none_text')}</p>
        <Link to={paths.reservations} className="button office-primary">
          {t('own_desk.book')}
        </Link>
      </section>
    );
  }
  const timeZone = ego.data?.group.time_zone ?? 'UTC';
  return (
    <div className="own-desk-page">
      <section className="card" aria-labelledby="own-desk-label">
        <p className="own-desk-kind">{own.holding === 'fixed' ? t('own_desk.fixed') : t('own_desk.booked_today')}</p>
        <h2 id="own-desk-label" className="own-desk-label">
          {desk.label}
        </h2>
        <dl className="own-desk-facts">
          <dt>{t('own_desk.where')}</dt>
          <dd>
            {desk.location.name} · {desk.area.name}
          </dd>
          {booking ? (
            <>
              <dt>{fullDate(booking.day, language)}</dt>
              <dd>{t('own_desk.booked_time', { time: bookingTime(booking, language, timeZone) })}</dd>
            </>
          ) : null}
        </dl>
        <p className="links">
          <Link to={paths.deskProblem(desk.id, desk.label)}>{t('own_desk.report_problem')}</Link>
          {own.holding === 'fixed' ? <Link to={paths.deskSettings}>{t('own_desk.desk_settings')}</Link> : null}
        </p>
      </section>
      <section className="card own-desk-qr" aria-labelledby="own-desk-qr">
        <h2 id="own-desk-qr">{t('own_desk.qr_title')}</h2>
        <QrCode value={checkInUrl} label={t('own_desk.qr_label', { label: desk.label })} />
        <p className="muted">{t('own_desk.qr_text')}</p>
      </section>
      {own.holding === 'fixed' ? <SharedDays week={own.week} /> : null}
      {own.holding === 'fixed' ? <AbsencesSection timeZone={timeZone} /> : null}
    </div>
  );
}
