import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { EgoResponse } from '../../../../contract/ego';
import { OCCUPANCY_KINDS, OCCUPANCY_MAX_DAYS, type OccupancyKind, type OccupancyResponse } from '../../../../contract/occupancy';
import { addDays, daysBetween } from '../../../../domain/time/local-day';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { FieldSelect } from '../../../components/form/FieldSelect';
import { FormMessage } from '../../../components/form/FormMessage';
import { DateRangePickerField, type DayRange } from '../../../components/pickers';
import { useEgo } from '../../../entities/ego/get-ego';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { saveTextFile } from '../../../lib/save-file';
import { useToday } from '../../../lib/use-today';
import { getOccupancyCsv, useOccupancy } from '../api/get-occupancy';
import { OccupancyChart } from '../components/OccupancyChart';
import { AreaTable, DayTable } from '../components/OccupancyTables';
import '../../../entities/room-booking/rooms.css';
import '../occupancy.css';

/** /admin/occupancy: bookings, check-ins, no-shows, auto-releases and lottery demand per day, area and location. */
export default function OccupancyPage() {
  const { t } = useTranslation();
  const ego = useEgo();
  return (
    <>
      <SubPageHeader title={t('occupancy.title')} backTo={paths.settings} />
      <div className="page page-wide">
        {!ego.data ? (
          <p aria-busy="true">{t('app.loading')}</p>
        ) : ego.data.user.is_admin ? (
          <OccupancyScreen ego={ego.data} />
        ) : (
          <p>{t('occupancy.admins_only')}</p>
        )}
      </div>
    </>
  );
}

function OccupancyScreen({ ego }: { ego: EgoResponse }) {
  const { t } = useTranslation();
  const today = useToday(ego.group.time_zone);
  const [range, setRange] = useState<DayRange | null>({ start: addDays(today, -29), end: today });
  const [kind, setKind] = useState<OccupancyKind>('desk');
  const [locationChoice, setLocationChoice] = useState('');
  const [areaChoice, setAreaChoice] = useState('');
  const [csvError, setCsvError] = useState<string | null>(null);

  const tooLong = range !== null && daysBetween(range.start, range.end) + 1 > OCCUPANCY_MAX_DAYS;
  const query =
    range && !tooLong
      ? {
          from: range.start,
          to: range.end,
          kind,
          ...(locationChoice ? { location_id: Number(locationChoice) } : {}),
          ...(areaChoice ? { area_id: Number(areaChoice) } : {}),
        }
      : null;
  const report = useOccupancy(query);
  const places = report.data?.places ?? [];
  const areaChoices = places.filter((p) => !locationChoice || String(p.id) === locationChoice);

  const download = async () => {
    if (!query) return;
    setCsvError(null);
    try {
      saveTextFile(await getOccupancyCsv(query), `occupancy-${query.from}-${query.to}.csv`, 'text/csv;charset=utf-8');
    } catch {
      setCsvError(t('occupancy.csv_failed'));
    }
  };

  return (
    <div className="columns occupancy-columns">
      <div className="column">
        <section className="card" aria-labelledby="occupancy-filters-title">
          <h2 id="occupancy-filters-title">{t('occupancy.filters')}</h2>
          <div className="form">
            <DateRangePickerField
              label={t('occupancy.range')}
              value={range}
              today={today}
              isRequired
              onChange={setRange}
              errorMessage={tooLong ? t('validation.occupancy_range_too_long', { max: OCCUPANCY_MAX_DAYS }) : undefined}
            />
            <FieldSelect name="kind" label={t('occupancy.kind')} value={kind} onChange={(v) => setKind(v as OccupancyKind)}>
              {OCCUPANCY_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`occupancy.kinds.${k}`)}
                </option>
              ))}
            </FieldSelect>
            <FieldSelect
              name="location"
              label={t('occupancy.location')}
              value={locationChoice}
              onChange={(v) => {
                setLocationChoice(v);
                setAreaChoice('');
              }}
            >
              <option value="">{t('occupancy.all_locations')}</option>
              {places.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.name}
                </option>
              ))}
            </FieldSelect>
            <FieldSelect name="area" label={t('occupancy.area')} value={areaChoice} onChange={setAreaChoice}>
              <option value="">{t('occupancy.all_areas')}</option>
              {areaChoices.map((p) =>
                p.areas.length === 0 ? null : (
                  <optgroup key={p.id} label={p.name}>
                    {p.areas.map((a) => (
                      <option key={a.id} value={String(a.id)}>
                        {a.name}
                      </option>
                    ))}
                  </optgroup>
                ),
              )}
            </FieldSelect>
          </div>
          <FormMessage text={csvError} tone="error" />
          <div className="actions">
            <Button className="button" isDisabled={!query} onPress={() => void download()}>
              {t('occupancy.csv')}
            </Button>
          </div>
        </section>
        {report.data ? <Summary report={report.data} /> : null}
      </div>
      <div className="column">
        {report.data ? (
          <section className="card" aria-labelledby="occupancy-chart-title" aria-busy={report.isFetching || undefined}>
            <h2 id="occupancy-chart-title">{t('occupancy.chart')}</h2>
            {report.data.totals.supply === 0 && report.data.totals.bookings === 0 ? <p className="muted">{t('occupancy.empty')}</p> : null}
            <OccupancyChart days={report.data.days} />
            <DayTable days={report.data.days} id="occupancy-days" />
          </section>
        ) : report.isError ? (
          <p role="alert">{t('occupancy.loading_failed')}</p>
        ) : query ? (
          <p aria-busy="true">{t('app.loading')}</p>
        ) : null}
        {report.data && report.data.areas.length > 0 ? (
          <section className="card">
            <AreaTable areas={report.data.areas} locations={report.data.locations} />
          </section>
        ) : null}
      </div>
    </div>
  );
}

function Summary({ report }: { report: OccupancyResponse }) {
  const { t } = useTranslation();
  const format = new Intl.NumberFormat(currentLanguage(), { maximumFractionDigits: 1 });
  const { totals } = report;
  const dayCount = report.days.length;
  const capacity = totals.supply * dayCount;
  const figures: Array<[string, string, boolean?]> = [
    [t('occupancy.supply'), format.format(totals.supply)],
    [t('occupancy.bookings'), format.format(totals.bookings)],
    [
      t('occupancy.utilisation'),
      capacity > 0 ? t('occupancy.utilisation_value', { percent: format.format((100 * totals.bookings) / capacity) }) : '–',
    ],
    [t('occupancy.check_ins'), format.format(totals.check_ins)],
    [t('occupancy.no_shows'), format.format(totals.no_shows)],
    [t('occupancy.auto_releases'), format.format(totals.auto_releases)],
  ];
  if (report.kind === 'desk')
    figures.push([
      t('occupancy.demand'),
      t('occupancy.demand_value', {
        requests: format.format(totals.requests / Math.max(1, dayCount)),
        supply: format.format(totals.supply),
      }),
      true,
    ]);
  return (
    <section className="card" aria-labelledby="occupancy-summary-title">
      <h2 id="occupancy-summary-title">{t('occupancy.summary')}</h2>
      <dl className="occupancy-summary">
        {figures.map(([term, value, wide]) => (
          <div key={term} className={wide ? 'occupancy-summary-wide' : undefined}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted occupancy-definitions">{t('occupancy.definitions')}</p>
    </section>
  );
}
