import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form/FormMessage';
import { TextInput } from '../../../components/form/TextInput';
import { requestFailure } from '../../../components/form/request-failure';
import { personName } from '../../../entities/room-booking/room-booking-text';
import { isApiError } from '../../../lib/api-error';
import { useDebounced } from '../../../lib/use-debounced';
import { useStaffSearch } from '../api/search-staff';
import { presenceText } from '../lib/presence-text';
import { LinkButtons } from './LinkButtons';
import { PersonLine } from './PersonLine';
import { useLinkActions } from './use-link-actions';

const SEARCH_DEBOUNCE_MS = 250;

/** Search as you type: colleagues with department, presence and the action their link allows. */
export function StaffSearchSection() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const query = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const staff = useStaffSearch(query);
  const actions = useLinkActions();
  const searchFailure = staff.error ? requestFailure(staff.error, t, { formFields: ['q'] }) : null;
  const fieldErrors = searchFailure?.fields.q ?? [];
  const forbidden = isApiError(staff.error) && staff.error.status === 403;
  const hasText = query.trim().length > 0;

  return (
    <section className="card" aria-labelledby="team-search" data-testid="team-search">
      <h2 id="team-search">{t('team.search_title')}</h2>
      <div role="search">
        <TextInput
          name="q"
          label={t('team.search')}
          description={t('team.search_help')}
          value={text}
          onChange={setText}
          errors={fieldErrors}
        />
      </div>
      <FormMessage text={actions.failure} tone="error" />
      {!hasText || fieldErrors.length > 0 ? null : forbidden ? (
        <p className="muted">{t('team.disabled')}</p>
      ) : staff.error ? (
        <p className="muted">{t('team.search_failed')}</p>
      ) : !staff.data ? (
        <p aria-busy="true">{t('team.searching')}</p>
      ) : staff.data.length === 0 ? (
        <p className="muted" role="status" data-testid="no-staff">
          {t('team.no_results')}
        </p>
      ) : (
        <ul className="person-list" aria-label={t('team.results')} data-testid="staff-results">
          {staff.data.map((person) => {
            const name = personName(person);
            return (
              <PersonLine key={person.id} name={name} details={[person.department, presenceText(person.presence, t)]}>
                <LinkButtons userId={person.id} name={name} link={person.link} isPending={actions.isPending} onAction={actions.run} />
              </PersonLine>
            );
          })}
        </ul>
      )}
    </section>
  );
}
