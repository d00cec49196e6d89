import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { StaffMember } from '../../../../contract/team';
import { TextInput } from '../../../components/form/TextInput';
import { personName } from '../../../entities/room-booking/room-booking-text';
import { useDebounced } from '../../../lib/use-debounced';
import { useStaffSearch } from '../api/search-staff';

const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  /** ids already invited (and the organiser): shown, but not offered again */
  excluded: ReadonlySet<number>;
  onInvite: (person: StaffMember) => void;
  isPending: boolean;
  errors?: string[];
}

/** Finds colleagues by name, e-mail or department (debounced) and offers each an 'Einladen' button. */
export function StaffSearch({ excluded, onInvite, isPending, errors }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const query = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const staff = useStaffSearch(query);
  return (
    <div>
      <TextInput
        name="staff-search"
        label={t('invitations.search')}
        description={t('invitations.search_help')}
        value={text}
        onChange={setText}
        errors={errors}
      />
      {query.trim() && staff.data ? (
        staff.data.length === 0 ? (
          <p className="muted" role="status">
            {t('invitations.no_results')}
          </p>
        ) : (
          <ul className="staff-results" aria-label={t('invitations.results')} data-testid="staff-results">
            {staff.data.map((person) => (
              <li key={person.id}>
                <span>
                  {personName(person)} <span className="muted">{person.department}</span>
                </span>
                {excluded.has(person.id) ? (
                  <span className="muted">{t('invitations.already')}</span>
                ) : (
                  <Button
                    className="button"
                    isDisabled={isPending}
                    onPress={() => onInvite(person)}
                    aria-label={t('invitations.invite_label', { name: personName(person) })}
                  >
                    {t('invitations.invite')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
