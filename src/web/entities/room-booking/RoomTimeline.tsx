import { useTranslation } from 'react-i18next';
import type { BusyInterval } from '../../../contract/rooms';
import { minuteLabel } from '../../lib/format';
import { timelineSegments, timelineWindow } from './timeline';
import './rooms.css';

interface Props {
  busy: readonly BusyInterval[];
  /** names the list for screen readers, e.g. 'Belegung von Spree am Dienstag, 24. November 2026' */
  label: string;
  testId?: string;
}

/** Hour marks every three hours from the start, and the end (a mark too close to the end gives way to it). */
function scaleMarks(from: number, to: number): number[] {
  const marks: number[] = [];
  for (let m = from; m < to - 90; m += 180) marks.push(m);
  return [...marks, to];
}

/**
 * A room's day: a bar of free and busy stretches for the eye, and the same as a text list
 * ('frei 08:00–10:00, belegt 10:00–11:00') for everyone, screen readers included.
 */
export function RoomTimeline({ busy, label, testId }: Props) {
  const { t } = useTranslation();
  const { from, to } = timelineWindow(busy);
  const segments = timelineSegments(busy, from, to);
  const span = to - from;
  const hours = scaleMarks(from, to);
  return (
    <div className="room-timeline" data-testid={testId}>
      <div className="timeline-bar" aria-hidden="true">
        {segments.map((s) => (
          <span
            key={s.start}
            className={`timeline-segment timeline-${s.kind}`}
            style={{ left: `${((s.start - from) / span) * 100}%`, width: `${((s.end - s.start) / span) * 100}%` }}
          />
        ))}
      </div>
      <div className="timeline-scale" aria-hidden="true">
        {hours.map((m) => (
          <span key={m} style={{ left: `${((m - from) / span) * 100}%` }}>
            {minuteLabel(m)}
          </span>
        ))}
      </div>
      <ul className="timeline-list" aria-label={label}>
        {segments.map((s) => (
          <li key={s.start} data-kind={s.kind}>
            {t(`rooms.${s.kind}`, { from: minuteLabel(s.start), to: minuteLabel(s.end) })}
          </li>
        ))}
      </ul>
    </div>
  );
}
