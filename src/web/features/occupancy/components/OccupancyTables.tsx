import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { OccupancyArea, OccupancyDay, OccupancyFigures, OccupancyLocation } from '../../../../contract/occupancy';
import { shortDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

const COLUMNS = ['supply', 'bookings', 'check_ins', 'no_shows', 'auto_releases', 'requests'] as const;

function FigureCells({ figures, format }: { figures: OccupancyFigures; format: Intl.NumberFormat }) {
  return (
    <>
      {COLUMNS.map((c) => (
        <td key={c} className="number">
          {format.format(figures[c])}
        </td>
      ))}
    </>
  );
}

function FigureHeaders() {
  const { t } = useTranslation();
  return (
    <>
      {COLUMNS.map((c) => (
        <th key={c} scope="col" className="number">
          {t(`occupancy.${c}`)}
        </th>
      ))}
    </>
  );
}

/** The chart's figures as a table, a row per day (the chart's text alternative). */
export function DayTable({ days, id }: { days: OccupancyDay[]; id: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const format = new Intl.NumberFormat(language);
  return (
    // a wide, long table scrolls inside its region: the region takes keyboard focus to scroll it
    <div className="table-wrap occupancy-table-wrap" role="region" tabIndex={0} aria-labelledby={`${id}-title`}>
      <table className="data-table occupancy-table" id={id}>
        <caption id={`${id}-title`}>{t('occupancy.per_day')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('occupancy.day')}</th>
            <FigureHeaders />
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{shortDate(d.day, language)}</th>
              <FigureCells figures={d} format={format} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Each location's sums followed by its areas' (supply per day, the rest over the range). */
export function AreaTable({ areas, locations }: { areas: OccupancyArea[]; locations: OccupancyLocation[] }) {
  const { t } = useTranslation();
  const format = new Intl.NumberFormat(currentLanguage());
  return (
    <div className="table-wrap" role="region" tabIndex={0} aria-labelledby="occupancy-areas-title">
      <table className="data-table occupancy-table">
        <caption id="occupancy-areas-title">{t('occupancy.per_area')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('occupancy.area_column')}</th>
            <FigureHeaders />
          </tr>
        </thead>
        <tbody>
          {locations.map((l) => (
            <Fragment key={l.location_id}>
              <tr className="occupancy-location-row">
                <th scope="row">{t('occupancy.location_total', { name: l.location_name })}</th>
                <FigureCells figures={l} format={format} />
              </tr>
              {areas
                .filter((a) => a.location_id === l.location_id)
                .map((a) => (
                  <tr key={a.area_id}>
                    <th scope="row" className="occupancy-area-name">
                      {a.area_name}
                    </th>
                    <FigureCells figures={a} format={format} />
                  </tr>
                ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
