import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import type { Group } from '../../../../contract/group';
import { lotterySettingsBodySchema, WAITLIST_OFFER_MINUTES_MAX } from '../../../../contract/lottery';
import { addDays } from '../../../../domain/time/local-day';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FormMessage } from '../../../components/form/FormMessage';
import { issuesToFieldErrors, type FieldErrors } from '../../../components/form/field-errors';
import { announce } from '../../../lib/announcer';
import { currentLanguage } from '../../../lib/i18n';
import { useEgo } from '../../../entities/ego/get-ego';
import { fullDate } from '../../../lib/format';
import { useToday } from '../../../lib/use-today';
import { useRunLottery, type RunLotteryResponse } from '../api/run-lottery';
import { useUpdateLotterySettings } from '../api/update-lottery-settings';
import { CUTOFF_HOURS, minuteOptions, minutesToTime, timeToMinutes } from '../../../entities/lottery/lottery';
import '../../../styles/bookings.css';
import '../../../entities/lottery/lottery.css';
import { paths } from '../../../lib/paths';
import { requestFailure } from '../../../components/form/request-failure';

/** How many days ahead the admin may draw now. */
const RUN_DAYS_AHEAD = 14;
const pad = (n: number) => String(n).padStart(2, '0');

/** /admin/lottery: allocation mode, cutoff, fairness window, no-shows; run a day's draw now (admins only). */
export default function AdminLotteryPage() {
  const { t } = useTranslation();
  // The settings form starts from the group as it is now, not from a cached copy.
  const ego = useEgo({ fresh: true });
  return (
    <>
      <SubPageHeader title={t('lottery_admin.title')} backTo={paths.settings} />
      <div className="page">
        {!ego.data || !ego.isFetchedAfterMount ? (
          <p aria-busy="true">{t('app.loading')}</p>
        ) : ego.data.user.is_admin ? (
          <>
            <LotterySettingsForm group={ego.data.group} />
            <RunLotteryForm group={ego.data.group} />
          </>
        ) : (
          <p>{t('lottery_admin.admins_only')}</p>
        )}
      </div>
    </>
  );
}

function LotterySettingsForm({ group }: { group: Group }) {
  const { t } = useTranslation();
  const hourId = useId();
  const minuteId = useId();
  const weeksId = useId();
  const weeksErrorId = useId();
  const offerId = useId();
  const [mode, setMode] = useState<Group['allocation_mode']>(group.allocation_mode);
  const initial = minutesToTime(group.lottery_cutoff_minute);
  const [hour, setHour] = useState(initial.hour);
  const [minute, setMinute] = useState(initial.minute);
  const [weeks, setWeeks] = useState(String(group.fairness_window_weeks));
  const [noShows, setNoShows] = useState(group.no_shows_count);
  const [offerMinutes, setOfferMinutes] = useState(String(group.waitlist_offer_minutes));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const save = useUpdateLotterySettings();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const parsed = lotterySettingsBodySchema.safeParse({
      allocation_mode: mode,
      lottery_cutoff_minute: timeToMinutes(hour, hour === 24 ? 0 : minute),
      fairness_window_weeks: Number(weeks),
      no_shows_count: noShows,
      waitlist_offer_minutes: offerMinutes.trim() === '' ? Number.NaN : Number(offerMinutes),
    });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues, t));
      const text = t('lottery_admin.failed');
      setMessage({ text, tone: 'error' });
      announce(text, 'assertive');
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        const text = t('lottery_admin.saved');
        setMessage({ text, tone: 'success' });
        announce(text);
      },
      onError: (error) => {
        const { fields, summary } = requestFailure(error, t, { failed: t('lottery_admin.failed') });
        const text = summary ?? t('lottery_admin.failed');
        setErrors(fields);
        setMessage({ text, tone: 'error' });
        announce([text, ...Object.values(fields).flat()].join(' '), 'assertive');
      },
    });
  };

  const weeksErrors = errors.fairness_window_weeks ?? [];
  const cutoffErrors = errors.lottery_cutoff_minute ?? [];
  const offerErrors = errors.waitlist_offer_minutes ?? [];
  return (
    <form className="card form" aria-labelledby="lottery-settings-title" onSubmit={submit} noValidate>
      <h2 id="lottery-settings-title">{t('lottery_admin.settings')}</h2>
      <FormMessage text={message?.text ?? null} tone={message?.tone ?? 'success'} />
      <RadioGroup className="radio-group field" value={mode} onChange={(v) => setMode(v === 'algorithm' ? 'algorithm' : 'fcfs')}>
        <Label className="h2-label">{t('lottery_admin.mode')}</Label>
        <Radio value="fcfs" className="radio">
          <span className="radio-dot" aria-hidden="true" />
          {t('lottery_admin.mode_fcfs')}
        </Radio>
        <Radio value="algorithm" className="radio">
          <span className="radio-dot" aria-hidden="true" />
          {t('lottery_admin.mode_algorithm')}
        </Radio>
      </RadioGroup>
      <fieldset className="field lottery-fieldset">
        <legend>{t('lottery_admin.cutoff')}</legend>
        <div className="cutoff-time">
          <div className="field">
            <label htmlFor={hourId}>{t('lottery_admin.cutoff_hour')}</label>
            <select
              id={hourId}
              value={hour}
              onChange={(e) => setHour(Number(e.target.value))}
              aria-invalid={cutoffErrors.length > 0 || undefined}
            >
              {CUTOFF_HOURS.map((h) => (
                <option key={h} value={h}>
                  {pad(h)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={minuteId}>{t('lottery_admin.cutoff_minute')}</label>
            <select
              id={minuteId}
              value={hour === 24 ? 0 : minute}
              disabled={hour === 24}
              onChange={(e) => setMinute(Number(e.target.value))}
            >
              {minuteOptions(minute).map((m) => (
                <option key={m} value={m}>
                  {pad(m)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {cutoffErrors.length > 0 ? <p className="field-error">{cutoffErrors.join(' ')}</p> : null}
      </fieldset>
      <div className="field">
        <label htmlFor={weeksId}>{t('lottery_admin.fairness_window')}</label>
        <input
          id={weeksId}
          type="number"
          inputMode="numeric"
          min={1}
          max={52}
          value={weeks}
          onChange={(e) => setWeeks(e.target.value)}
          aria-invalid={weeksErrors.length > 0 || undefined}
          aria-describedby={weeksErrors.length > 0 ? `${weeksId}-help ${weeksErrorId}` : `${weeksId}-help`}
        />
        <p id={`${weeksId}-help`} className="field-help">
          {t('lottery_admin.fairness_help')}
        </p>
        {weeksErrors.length > 0 ? (
          <p id={weeksErrorId} className="field-error">
            {weeksErrors.join(' ')}
          </p>
        ) : null}
      </div>
      <CheckboxField name="no_shows_count" label={t('lottery_admin.no_shows')} isSelected={noShows} onChange={setNoShows} />
      <div className="field">
        <label htmlFor={offerId}>{t('waitlist_offers.admin_minutes')}</label>
        <input
          id={offerId}
          name="waitlist_offer_minutes"
          type="number"
          inputMode="numeric"
          min={0}
          max={WAITLIST_OFFER_MINUTES_MAX}
          value={offerMinutes}
          onChange={(e) => setOfferMinutes(e.target.value)}
          aria-invalid={offerErrors.length > 0 || undefined}
          aria-describedby={offerErrors.length > 0 ? `${offerId}-help ${offerId}-error` : `${offerId}-help`}
        />
        <p id={`${offerId}-help`} className="field-help">
          {t('waitlist_offers.admin_minutes_help')}
        </p>
        {offerErrors.length > 0 ? (
          <p id={`${offerId}-error`} className="field-error">
            {offerErrors.join(' ')}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="button office-primary" isDisabled={save.isPending}>
        {t('lottery_admin.save')}
      </Button>
    </form>
  );
}

function RunLotteryForm({ group }: { group: Group }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const dayId = useId();
  const today = useToday(group.time_zone);
  const days = Array.from({ length: RUN_DAYS_AHEAD + 1 }, (_, i) => addDays(today, i));
  const [day, setDay] = useState(() => addDays(today, 1));
  const [result, setResult] = useState<RunLotteryResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = useRunLottery();

  const start = () => {
    setResult(null);
    setFailure(null);
    run.mutate(
      { day },
      {
        onSuccess: (outcome) => {
          setResult(outcome);
          announce(
            outcome.ran ? t('lottery_admin.ran', { winners: outcome.winners, waitlist: outcome.waitlist }) : t('lottery_admin.already_ran'),
          );
        },
        onError: (error) => {
          // the day is this panel's only input: every message goes above it
          const text = requestFailure(error, t, { failed: t('lottery_admin.failed'), formFields: [] }).summary ?? t('lottery_admin.failed');
          setFailure(text);
          announce(text, 'assertive');
        },
      },
    );
  };

  return (
    <section className="card" aria-labelledby="lottery-run-title">
      <h2 id="lottery-run-title">{t('lottery_admin.run_title')}</h2>
      <div className="field">
        <label htmlFor={dayId}>{t('lottery_admin.run_day')}</label>
        <select id={dayId} value={day} onChange={(e) => setDay(e.target.value)}>
          {days.map((d) => (
            <option key={d} value={d}>
              {fullDate(d, language)}
            </option>
          ))}
        </select>
      </div>
      <FormMessage text={failure} tone="error" />
      {result ? (
        <p className="form-message form-message-success" data-testid="lottery-run-result">
          {result.ran ? t('lottery_admin.ran', { winners: result.winners, waitlist: result.waitlist }) : t('lottery_admin.already_ran')}
        </p>
      ) : null}
      <Button className="button office-primary" isDisabled={run.isPending} onPress={start}>
        {t('lottery_admin.run')}
      </Button>
    </section>
  );
}
