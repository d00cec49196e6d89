import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { Desk } from '../../../../contract/bookings';
import { equipmentName } from '../../../lib/format';

interface Group {
  key: string;
  location: string;
  area: string;
  desks: Desk[];
}

function groupByPlace(desks: readonly Desk[]): Group[] {
  const groups = new Map<string, Group>();
  for (const desk of desks) {
    const key = `${desk.location.id}/${desk.area.id}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, location: desk.location.name, area: desk.area.name, desks: [] }));
    group.desks.push(desk);
  }
  return [...groups.values()].sort((a, b) => a.location.localeCompare(b.location) || a.area.localeCompare(b.area));
}

interface Props {
  desks: readonly Desk[];
  disabled: boolean;
  onBook: (desk: Desk) => void;
  /** 'preview': the button shows a series' preview for the desk instead of booking it */
  action?: 'book' | 'preview';
}

/** Free desks grouped by location and area, each with its equipment and a book (or series preview) button. */
export function DeskList({ desks, disabled, onBook, action = 'book' }: Props) {
  const { t } = useTranslation();
  return (
    <div className="desk-list" data-testid="desk-list">
      {groupByPlace(desks).map((g) => (
        <section key={g.key} aria-label={`${g.location}, ${g.area}`}>
          <h3>
            {g.location} · {g.area}
          </h3>
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
      ))}
    </div>
  );
}
