import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { Desk } from '../../../contract/bookings';
import type { Group } from '../../../contract/group';
import { deskRequestBodySchema, type DeskRequest } from '../../../contract/lottery';
import { CheckboxField } from '../../components/form/CheckboxField';
import { FormMessage } from '../../components/form/FormMessage';
import { issuesToFieldErrors, type FieldErrors } from '../../components/form/field-errors';
import { announce } from '../../lib/announcer';
import { currentLanguage } from '../../lib/i18n';
import { fullDate, minuteLabel } from '../../lib/format';
import { useNow } from '../../lib/use-today';
import { useCreateDeskRequests } from './create-desk-requests';
import { useTeamColleagues } from './get-team-colleagues';
import { daysBeforeCutoff } from './lottery';
import './lottery.css';
import { paths } from '../../lib/paths';
import { requestFailure } from '../../components/form/request-failure';

interface Props {
  group: Group;
  days: readonly string[];
  /** the free desks of the chosen days: their areas are the choices of the area preference */
  desks: readonly Desk[];
}

/**
 * Lottery mode on the booking screen: when the draw is, and a request without a specific desk (area, near colleagues),
 * alone or together with linked colleagues (team seating: the draw seats a winning team side by side in one area).
 */
export function LotteryRequestPanel({ group, days, desks }: Props) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const areaId = useId();
  const [area, setArea] = useState('');
  const [nearColleagues, setNearColleagues] = useState(false);
  const [team, setTeam] = useState<ReadonlySet<number>>(new Set());
  const colleagues = useTeamColleagues(group.has_staff_search).data ?? [];
  const teamId = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [requested, setRequested] = useState<DeskRequest[] | null>(null);
  const create = useCreateDeskRequests();
  const now = useNow();
  // days whose draw already ran (by the clock) are booked directly; the server still refuses an early admin draw
  const openDays = daysBeforeCutoff(days, group.lottery_cutoff_minute, group.time_zone, now);
  const closedDays = days.filter((d) => !openDays.includes(d));

  const areas = new Map<number, string>();
  for (const desk of desks) areas.set(desk.area.id, `${desk.location.name} · ${desk.area.name}`);
  const areaChoices = [...areas].sort((a, b) => a[1].localeCompare(b[1]));

  const submit = () => {
    setFailure(null);
    setRequested(null);
    const parsed = deskRequestBodySchema.safeParse({
      days: openDays,
      preferred_desk_id: null,
      preferred_area_id: area ? Number(area) : null,
      near_colleagues: nearColleagues,
      team_user_ids: colleagues.filter((c) => team.has(c.id)).map((c) => c.id),
    });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues, t));
      setFailure(t('desk_requests.failed'));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (requests) => {
        setRequested(requests);
        announce(t('desk_requests.requested', { count: requests.length }));
      },
      onError: (error) => {
        const { fields, summary } = requestFailure(error, t, { failed: t('desk_requests.failed') });
        setErrors(fields);
        setFailure(summary);
        announce([summary, ...Object.values(fields).flat()].join(' '), 'assertive');
      },
    });
  };

  const teamErrors = Object.entries(errors)
    .filter(([field]) => field === 'team_user_ids' || field.startsWith('team_user_ids.'))
    .flatMap(([, messages]) => messages);
  const fieldErrors = [...(errors.days ?? []), ...(errors.preferred_area_id ?? [])];
  const choose = (id: number, chosen: boolean) =>
    setTeam((before) => {
      const next = new Set(before);
      if (chosen) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <section className="card" aria-labelledby="lottery-request-title" data-testid="lottery-request">
      <h2 id="lottery-request-title">{t('desk_requests.explain_title')}</h2>
      <p>{t('desk_requests.explain', { time: minuteLabel(group.lottery_cutoff_minute) })}</p>
      <div className="field">
        <label htmlFor={areaId}>{t('desk_requests.area')}</label>
        <select id={areaId} value={area} onChange={(e) => setArea(e.target.value)}>
          <option value="">{t('desk_requests.any_area')}</option>
          {areaChoices.map(([id, name]) => (
            <option key={id} value={String(id)}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <CheckboxField
        name="near_colleagues"
        label={t('desk_requests.near_colleagues')}
        isSelected={nearColleagues}
        onChange={setNearColleagues}
      />
      {colleagues.length > 0 ? (
        <fieldset
          className="field lottery-fieldset"
          aria-describedby={teamErrors.length > 0 ? `${teamId} ${teamId}-error` : teamId}
          aria-invalid={teamErrors.length > 0 || undefined}
          data-testid="team-choice"
        >
          <legend>{t('desk_requests.team')}</legend>
          <p className="field-help" id={teamId}>
            {t('desk_requests.team_help')}
          </p>
          {colleagues.map((colleague) => (
            <CheckboxField
              key={colleague.id}
              name={`team_user_ids.${colleague.id}`}
              label={`${colleague.first_name} ${colleague.last_name}`}
              isSelected={team.has(colleague.id)}
              onChange={(chosen) => choose(colleague.id, chosen)}
            />
          ))}
          {teamErrors.length > 0 ? (
            <p className="field-error" id={`${teamId}-error`}>
              {teamErrors.join(' ')}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <p className="field-help">{t('desk_requests.submit_help')}</p>
      <FormMessage text={failure} tone="error" />
      {closedDays.length > 0 ? (
        <p className="muted" data-testid="closed-days">
          {t('desk_requests.closed_days', { dates: closedDays.map((d) => fullDate(d, language)).join(', ') })}
        </p>
      ) : null}
      {fieldErrors.length > 0 ? <p className="field-error">{fieldErrors.join(' ')}</p> : null}
      {requested ? (
        <ul className="outcomes" data-testid="request-outcomes">
          {requested.map((r) => (
            <li key={r.id} data-outcome="requested">
              {fullDate(r.day, language)}: {t('desk_requests.status.waiting')}
              {r.team_key ? ` · ${t('desk_requests.as_team')}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="actions">
        <Button className="button office-primary" isDisabled={create.isPending || openDays.length === 0} onPress={submit}>
          {t('desk_requests.submit')}
        </Button>
        <Link to={paths.deskRequests}>{t('desk_requests.link')}</Link>
      </div>
    </section>
  );
}
