import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { StaffMember } from '../../../../contract/team';
import { personName } from '../../../entities/room-booking/room-booking-text';
import { StaffSearch } from './StaffSearch';

interface Props {
  /** the organiser: never offered */
  organiserId: number;
  invitees: readonly StaffMember[];
  onChange: (invitees: StaffMember[]) => void;
  errors?: string[];
}

/** Colleagues invited to every occurrence of a new room series: chosen here, invited when the series is booked. */
export function SeriesInvitees({ organiserId, invitees, onChange, errors }: Props) {
  const { t } = useTranslation();
  const excluded = new Set([organiserId, ...invitees.map((p) => p.id)]);
  return (
    <fieldset className="field series-invitees" data-testid="series-invitees">
      <legend className="h2-label">{t('series.invitees')}</legend>
      <p className="field-help">{t('series.invitees_help')}</p>
      {invitees.length > 0 ? (
        <ul className="invitee-list">
          {invitees.map((person) => (
            <li key={person.id} data-invitee={person.id}>
              <span>{personName(person)}</span>
              <Button
                className="button"
                aria-label={t('series.invitee_remove_label', { name: personName(person) })}
                onPress={() => onChange(invitees.filter((p) => p.id !== person.id))}
              >
                {t('series.invitee_remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <StaffSearch excluded={excluded} isPending={false} errors={errors} onInvite={(person) => onChange([...invitees, person])} />
    </fieldset>
  );
}
