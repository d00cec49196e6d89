import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { EgoResponse } from '../../../../contract/ego';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { FormMessage } from '../../../components/form/FormMessage';
import { DatePickerField } from '../../../components/pickers';
import { useEgo } from '../../../entities/ego/get-ego';
import { addDays } from '../../../../domain/time/local-day';
import { fullDate, minuteLabel } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useToday } from '../../../lib/use-today';
import { getCateringCsv, useCateringList } from '../api/get-catering-list';
import { useRooms } from '../api/get-rooms';
import { FieldSelect } from '../../../components/form/FieldSelect';
import { saveTextFile } from '../../../lib/save-file';
import '../../../styles/bookings.css';
import '../../../entities/room-booking/rooms.css';

/** /admin/catering: what a location serves on a day (what, how many, when, which room, who organises), also as CSV. */
export default function AdminCateringPage() {
  const { t } = useTranslation();
  const ego = useEgo();
  return (
    <>
      <SubPageHeader title={t('catering.title')} backTo={paths.settings} />
      <div className="page page-wide">
        {!ego.data ? (
          <p aria-busy="true">{t('app.loading')}</p>
        ) : ego.data.user.is_admin ? (
          <CateringScreen ego={ego.data} />
        ) : (
          <p>{t('catering.admins_only')}</p>
        )}
      </div>
    </>
  );
}

function CateringScreen({ ego }: { ego: EgoResponse }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const today = useToday(ego.group.time_zone);
  const rooms = useRooms({});
  const [locationChoice, setLocationChoice] = useState('');
  const [day, setDay] = useState<string>(today);
  const [csvError, setCsvError] = useState<string | null>(null);
  const locations = rooms.data?.locations ?? [];
  const locationId = locationChoice ? Number(locationChoice) : (locations[0]?.id ?? null);
  const list = useCateringList(locationId, day);

  const download = async () => {
    if (locationId === null) return;
    setCsvError(null);
    try {
      const csv = await getCateringCsv(locationId, day);
      saveTextFile(csv, `catering-${day}.csv`, 'text/csv;charset=utf-8');
    } catch {
      setCsvError(t('catering.csv_failed'));
    }
  };

  return (
    <div className="column">
      <section className="card" aria-label={t('catering.title')}>
        <div className="form">
          <FieldSelect
            name="location"
            label={t('catering.location')}
            value={locationId === null ? '' : String(locationId)}
            onChange={setLocationChoice}
          >
            {locations.map((l) => (
              <option key={l.id} value={String(l.id)}>
                {l.name}
              </option>
            ))}
          </FieldSelect>
          {/* past days too (up to a year): the list is also a record of what was served */}
          <DatePickerField
            min={addDays(today, -366)}
            today={today}
            label={t('catering.day')}
            name="day"
            value={day}
            max={addDays(today, ego.group.max_advance_days)}
            isRequired
            onChange={(next) => setDay(next ?? today)}
          />
        </div>
      </section>
      <section className="card" aria-labelledby="catering-list-title" data-testid="catering-list">
        <h2 id="catering-list-title">{t('catering.list', { date: fullDate(day, language) })}</h2>
        {list.data ? (
          list.data.lines.length === 0 ? (
            <p className="muted">{t('catering.empty')}</p>
          ) : (
            // a wide table scrolls sideways on a phone: the region takes keyboard focus to scroll it
            <div className="table-wrap" role="region" tabIndex={0} aria-labelledby="catering-list-title">
              <table className="data-table">
                <caption className="visually-hidden">{t('catering.list', { date: fullDate(day, language) })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('catering.when')}</th>
                    <th scope="col">{t('catering.what')}</th>
                    <th scope="col">{t('catering.quantity')}</th>
                    <th scope="col">{t('catering.room')}</th>
                    <th scope="col">{t('catering.event')}</th>
                    <th scope="col">{t('catering.organiser')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.lines.map((line, i) => (
                    <tr key={`${line.booking_id}-${i}`}>
                      <td>{minuteLabel(line.serve_minute)}</td>
                      <td>{line.item}</td>
                      <td className="number">{line.quantity}</td>
                      <td>{line.room}</td>
                      <td>{line.title}</td>
                      <td>{line.organiser}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        ) : locationId !== null ? (
          <p aria-busy="true">{t('app.loading')}</p>
        ) : null}
        <FormMessage text={csvError} tone="error" />
        <div className="actions">
          <Button className="button office-primary" isDisabled={locationId === null} onPress={() => void download()}>
            {t('catering.csv')}
          </Button>
        </div>
      </section>
    </div>
  );
}
