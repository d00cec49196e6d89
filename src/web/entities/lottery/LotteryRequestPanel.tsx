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

/** Lottery mode on the booking screen: when the draw is, and a request without a specific desk (area, near colleagues). */
export function LotteryRequestPanel({ group, days, desks }: Props) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const areaId = useId();
  const [area, setArea] = useState('');
  const [nearColleagues, setNearColleagues] = useState(false);
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

  const fieldErrors = [...(errors.days ?? []), ...(errors.preferred_area_id ?? [])];
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
