import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { ColleagueSeat, Desk } from '../../../../contract/bookings';
import { personName } from '../../../entities/room-booking/room-booking-text';
import { equipmentName } from '../../../lib/format';

interface Group {
  key: string;
  areaId: number;
  location: string;
  area: string;
  desks: Desk[];
}

/** Desks by location and area in name order; the wanted area (near the team) first. */
function groupByPlace(desks: readonly Desk[], wantedAreaId: number | null): Group[] {
  const groups = new Map<string, Group>();
  for (const desk of desks) {
    const key = `${desk.location.id}/${desk.area.id}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, areaId: desk.area.id, location: desk.location.name, area: desk.area.name, desks: [] }));
    group.desks.push(desk);
  }
  const wantedFirst = (g: Group) => (g.areaId === wantedAreaId ? 0 : 1);
  return [...groups.values()].sort(
    (a, b) => wantedFirst(a) - wantedFirst(b) || a.location.localeCompare(b.location) || a.area.localeCompare(b.area),
  );
}

/** 'Karl Kollege (B1-03), Dana Demo (B1-07)': who of the team sits in an area. */
function teamIn(areaId: number, seats: readonly ColleagueSeat[]): string {
  const names = new Map<string, string>();
  for (const seat of seats) {
    if (seat.area_id === areaId) names.set(`${seat.colleague.id}/${seat.desk_id}`, `${personName(seat.colleague)} (${seat.desk})`);
  }
  return [...names.values()].join(', ');
}

interface Props {
  desks: readonly Desk[];
  disabled: boolean;
  onBook: (desk: Desk) => void;
  /** 'preview': the button shows a series' preview for the desk instead of booking it */
  action?: 'book' | 'preview';
  /** where the reader's team sits: their areas say so */
  seats?: readonly ColleagueSeat[];
  /** the area to show first (booking near the team from the team screen) */
  wantedAreaId?: number | null;
}

/** Free desks grouped by location and area, each with its equipment and a book (or series preview) button. */
export function DeskList({ desks, disabled, onBook, action = 'book', seats = [], wantedAreaId = null }: Props) {
  const { t } = useTranslation();
  return (
    <div className="desk-list" data-testid="desk-list">
      {groupByPlace(desks, wantedAreaId).map((g) => {
        const team = teamIn(g.areaId, seats);
        return (
          <section key={g.key} aria-label={`${g.location}, ${g.area}`} data-wanted={g.areaId === wantedAreaId || undefined}>
            <h3>
              {g.location} · {g.area}
            </h3>
            {g.areaId === wantedAreaId ? <p className="area-note">{t('team_reservations.area_wanted')}</p> : null}
            {team ? (
              <p className="area-note" data-testid="area-team">
                {t('team_reservations.area_has_team', { names: team })}
              </p>
            ) : null}
            <ul>
              {g.desks.map((desk) => (
                <li key={desk.id} className="desk-item">
                  <div>
                    <strong>{desk.label}</strong>
                    <br />
                    <span className="muted">
                      {desk.equipment.map((e) => equipmentName(e, t)).join(', ') || t('reservations.no_equipment')}
                    </span>
                  </div>
                  <Button
                    className="button office-primary"
                    isDisabled={disabled}
                    onPress={() => onBook(desk)}
                    aria-label={t(action === 'book' ? 'reservations.book_desk' : 'series.preview_desk', { label: desk.label })}
                  >
                    {t(action === 'book' ? 'reservations.book' : 'series.preview')}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
