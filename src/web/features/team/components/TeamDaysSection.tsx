import { useTranslation } from 'react-i18next';
import { TEAM_DAYS_AHEAD_MAX } from '../../../../contract/team';
import { addDays } from '../../../../domain/time/local-day';
import { requestFailure } from '../../../components/form/request-failure';
import { DatePickerField } from '../../../components/pickers';
import { fullDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTeamDay } from '../api/get-team-day';
import { teamDayView } from '../lib/team-day-groups';
import { TeamDayList } from './TeamDayList';
import { FloorPlan } from '../../../entities/floor-plan/FloorPlan';
import { usePlanMarkers } from '../../../entities/floor-plan/floor-plan-api';

interface Props {
  today: string;
  day: string;
  timeZone: string;
  onDay: (day: string) => void;
}

/** "Teamtage": a day from today up to six weeks ahead, and where the team is on it. */
export function TeamDaysSection({ today, day, timeZone, onDay }: Props) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const teamDay = useTeamDay(day);
  const failure = teamDay.error ? requestFailure(teamDay.error, t, { formFields: ['day'] }) : null;
  const dayErrors = failure?.fields.day ?? [];
  // the desk plans of the day where the team (or the reader) sits; the list above says the same in words
  const plans = usePlanMarkers({ kind: 'desk', day }, dayErrors.length === 0);
  const planAreas = (plans.data?.areas ?? []).filter((a) => a.markers.some((m) => m.state === 'team' || m.state === 'mine'));

  return (
    <>
      <section className="card" aria-labelledby="team-days" data-testid="team-days">
        <h2 id="team-days">{t('team.days.title')}</h2>
        <DatePickerField
          label={t('team.days.day')}
          name="day"
          today={today}
          value={day}
          min={today}
          max={addDays(today, TEAM_DAYS_AHEAD_MAX)}
          isRequired
          description={t('team.days.day_help', { weeks: TEAM_DAYS_AHEAD_MAX / 7 })}
          errorMessage={dayErrors.join(' ') || undefined}
          onChange={(next) => {
            if (next) onDay(next);
          }}
        />
        <h3 className="team-subtitle">{t('team.days.heading', { date: fullDate(day, language) })}</h3>
        {dayErrors.length > 0 ? null : failure ? (
          <p className="muted">{failure.summary}</p>
        ) : !teamDay.data ? (
          <p aria-busy="true">{t('app.loading')}</p>
        ) : teamDay.data.members.length === 0 ? (
          <p className="muted">{t('team.days.empty')}</p>
        ) : (
          <TeamDayList day={day} view={teamDayView(teamDay.data.members)} timeZone={timeZone} language={language} />
        )}
      </section>
      {planAreas.length > 0 ? <FloorPlan areas={planAreas} /> : null}
    </>
  );
}
