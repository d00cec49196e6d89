import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EgoResponse } from '../../../../contract/ego';
import { TEAM_DAYS_AHEAD_MAX } from '../../../../contract/team';
import { addDays, isLocalDay } from '../../../../domain/time/local-day';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { useEgo } from '../../../entities/ego/get-ego';
import { isApiError } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useToday } from '../../../lib/use-today';
import { useLinks } from '../api/get-links';
import { MyTeamSection } from '../components/MyTeamSection';
import { StaffSearchSection } from '../components/StaffSearchSection';
import { TeamDaysSection } from '../components/TeamDaysSection';
import '../team.css';

/** /staff_search ('Team'): find colleagues and link up, my team, and who of them is in on which day. */
export default function TeamPage() {
  const { t } = useTranslation();
  const ego = useEgo();
  return (
    <>
      <SubPageHeader title={t('navigation.team')} backTo={paths.reports} />
      {ego.data ? (
        <TeamScreen ego={ego.data} />
      ) : (
        <p className="page" aria-busy="true">
          {t('app.loading')}
        </p>
      )}
    </>
  );
}

function TeamScreen({ ego }: { ego: EgoResponse }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { group } = ego;
  const today = useToday(group.time_zone);
  const links = useLinks(group.has_staff_search);
  const wanted = params.get('day');
  // the chosen day lives in the address, so that 'back' from booking near the team returns to it
  const day = wanted && isLocalDay(wanted) && wanted >= today && wanted <= addDays(today, TEAM_DAYS_AHEAD_MAX) ? wanted : today;
  const forbidden = !group.has_staff_search || (isApiError(links.error) && links.error.status === 403);

  if (forbidden) {
    return (
      <div className="page">
        <section className="card" data-testid="team-disabled">
          <p>{t('team.disabled')}</p>
        </section>
      </div>
    );
  }
  return (
    <div className="page page-wide">
      <div className="columns">
        <div className="column">
          <StaffSearchSection />
          {links.data ? (
            <MyTeamSection links={links.data} />
          ) : links.error ? (
            <p className="card muted">{t('team.failed')}</p>
          ) : (
            <p className="card" aria-busy="true">
              {t('app.loading')}
            </p>
          )}
        </div>
        <div className="column">
          <TeamDaysSection
            today={today}
            day={day}
            timeZone={group.time_zone}
            onDay={(next) => setParams((prev) => ({ ...Object.fromEntries(prev), day: next }), { replace: true })}
          />
        </div>
      </div>
    </div>
  );
}
