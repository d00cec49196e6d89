import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { formatDate } from '../../../../domain/date-format';
import { useEgo } from '../../../entities/ego/get-ego';
import { OfferAnswer } from '../../../entities/waitlist-offer/OfferAnswer';
import { useWaitlistOffer } from '../../../entities/waitlist-offer/waitlist-offer-api';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

/** /lottery/offers/:id — what an offer's push or mail opens: the freed desk, until when it is held, accept or decline. */
export default function WaitlistOfferPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const offerId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const offer = useWaitlistOffer(offerId);
  const timeZone = useEgo().data?.group.time_zone ?? 'UTC';
  const data = offer.data;
  const at = (iso: string, format: 'short' | 'time') => formatDate(new Date(iso), format, currentLanguage(), timeZone);

  return (
    <>
      <SubPageHeader title={t('waitlist_offers.title')} backTo={paths.messages} />
      <div className="page">
        {data ? (
          <section className="card" aria-labelledby="offer-title" data-testid="waitlist-offer">
            <h2 id="offer-title">
              {data.label} · {data.place}
            </h2>
            <p>
              {at(data.start_at, 'short')}, {at(data.start_at, 'time')}–{at(data.end_at, 'time')}
            </p>
            <p data-testid="offer-state">{data.message}</p>
            {data.status === 'open' ? <OfferAnswer offerId={data.id} title={data.label} /> : null}
            <p className="links">
              <Link to={paths.reports}>{t('waitlist_offers.to_reports')}</Link>
            </p>
          </section>
        ) : offer.isError || offerId === 0 ? (
          <p>{t('errors.offer_not_found')}</p>
        ) : (
          <p aria-busy="true">{t('app.loading')}</p>
        )}
      </div>
    </>
  );
}
