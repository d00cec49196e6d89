import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { ParkingSpace } from '../../../../contract/parking';

interface Props {
  spaces: ParkingSpace[];
  isPending: boolean;
  /** False while the day's spaces are drawn by lottery: they are asked for, not booked. */
  canBook: boolean;
  onBook: (space: ParkingSpace) => void;
}

/** The parking spaces of the chosen day: free ones can be booked, taken and own ones say so. */
export function SpaceList({ spaces, isPending, canBook, onBook }: Props) {
  const { t } = useTranslation();
  if (spaces.length === 0) return <p className="muted">{t('parking.no_spaces')}</p>;
  return (
    <ul className="parking-spaces" data-testid="parking-spaces">
      {spaces.map((space) => (
        <li key={space.id} className="parking-space" data-testid={`parking-space-${space.label}`}>
          <span className="parking-space-text">
            <strong>{space.label}</strong>
            <span className="muted">
              {space.location.name} · {space.area.name}
            </span>
          </span>
          {canBook && space.state === 'free' ? (
            <Button
              className="button office-primary"
              isDisabled={isPending}
              onPress={() => onBook(space)}
              aria-label={t('parking.book_label', { label: space.label })}
            >
              {t('parking.book')}
            </Button>
          ) : (
            <span className={`parking-state parking-state-${space.state}`}>{t(`parking.state.${space.state}`)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
