import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { useEgo } from '../../../entities/ego/get-ego';
import { useLocations } from '../api/get-locations';
import { useQrSheet } from '../api/get-qr-sheet';
import { QrCode } from '../../../components/QrCode';
import '../../../styles/bookings.css';
import { paths } from '../../../lib/paths';

/** /admin/qr: a printable sheet of check-in QR codes of one location (admins only). */
export default function QrSheetPage() {
  const { t } = useTranslation();
  const ego = useEgo();
  const isAdmin = ego.data?.user.is_admin ?? false;
  return (
    <>
      <SubPageHeader title={t('qr_sheet.title')} backTo={paths.settings} />
      <div className="page">
        {!ego.data ? <p aria-busy="true">{t('app.loading')}</p> : isAdmin ? <QrSheet /> : <p>{t('qr_sheet.admins_only')}</p>}
      </div>
    </>
  );
}

function QrSheet() {
  const { t } = useTranslation();
  const locations = useLocations();
  const [choice, setChoice] = useState<string>('');
  const selectId = useId();
  const locationId = choice ? Number(choice) : (locations.data?.[0]?.id ?? null);
  const sheet = useQrSheet(locationId);
  return (
    <>
      <section className="card no-print">
        <div className="field">
          <label htmlFor={selectId}>{t('qr_sheet.location')}</label>
          <select id={selectId} value={locationId ?? ''} onChange={(e) => setChoice(e.target.value)}>
            {(locations.data ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <Button className="button office-primary" onPress={() => window.print()} isDisabled={!sheet.data}>
          {t('qr_sheet.print')}
        </Button>
      </section>
      {sheet.data ? (
        <section className="qr-sheet" aria-labelledby="qr-sheet-title">
          <h2 id="qr-sheet-title">{sheet.data.location.name}</h2>
          <ul className="qr-grid" data-testid="qr-grid">
            {sheet.data.desks.map((desk) => (
              <li key={desk.id} className="qr-item">
                <QrCode value={desk.check_in_url} label={t('qr_sheet.code_for', { label: desk.label })} />
                <strong>{desk.label}</strong>
                <span className="muted">{desk.area}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : locationId !== null ? (
        <p aria-busy="true">{t('app.loading')}</p>
      ) : null}
    </>
  );
}
