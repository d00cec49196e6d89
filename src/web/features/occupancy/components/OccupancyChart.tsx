import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OccupancyDay } from '../../../../contract/occupancy';
import { fullDate, shortDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

const HEIGHT = 160;
const BAR = 10;
const GAP = 2;

/**
 * Bookings per day as SVG bars (the checked-in part darker), the resources in service as a dashed line. Each bar has
 * a `<title>` (shown on hover); the table of the same figures is the alternative for screen readers.
 */
export function OccupancyChart({ days }: { days: OccupancyDay[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const titleId = useId();
  const descId = useId();
  const top = Math.max(1, ...days.map((d) => Math.max(d.bookings, d.supply)));
  const width = Math.max(1, days.length) * (BAR + GAP);
  const y = (value: number) => HEIGHT - (value / top) * HEIGHT;
  const supply = days[0]?.supply ?? 0;
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="occupancy-chart">
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
      >
        <title id={titleId}>{t('occupancy.chart')}</title>
        <desc id={descId}>{t('occupancy.chart_description')}</desc>
        {days.map((d, i) => (
          <g key={d.day}>
            <title>
              {t('occupancy.bar_title', {
                date: fullDate(d.day, language),
                bookings: d.bookings,
                check_ins: d.check_ins,
                no_shows: d.no_shows,
                supply: d.supply,
              })}
            </title>
            {/* a full-height transparent strip, so every day shows its title on hover, also days without bookings */}
            <rect x={i * (BAR + GAP)} y={0} width={BAR + GAP} height={HEIGHT} fill="transparent" />
            <rect className="occupancy-bar" x={i * (BAR + GAP)} y={y(d.bookings)} width={BAR} height={HEIGHT - y(d.bookings)} />
            <rect className="occupancy-bar-checked" x={i * (BAR + GAP)} y={y(d.check_ins)} width={BAR} height={HEIGHT - y(d.check_ins)} />
          </g>
        ))}
        {supply > 0 ? (
          <line className="occupancy-supply" x1={0} x2={width} y1={y(supply)} y2={y(supply)} vectorEffect="non-scaling-stroke" />
        ) : null}
      </svg>
      <figcaption>
        {first && last ? (
          <span className="occupancy-axis" aria-hidden="true">
            <span>{shortDate(first.day, language)}</span>
            <span>{shortDate(last.day, language)}</span>
          </span>
        ) : null}
        <span className="occupancy-legend">
          <span className="occupancy-key occupancy-key-checked">{t('occupancy.check_ins')}</span>
          <span className="occupancy-key occupancy-key-booked">{t('occupancy.bookings')}</span>
          <span className="occupancy-key occupancy-key-supply">{t('occupancy.supply')}</span>
        </span>
      </figcaption>
    </figure>
  );
}
