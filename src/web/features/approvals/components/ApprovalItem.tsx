import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { BookableBooking, DecisionResponse, RejectBody } from '../../../../contract/bookables';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FormMessage } from '../../../components/form/FormMessage';
import { bookableWhen } from '../../../entities/bookable/bookable-when';
import { layoutName, personName } from '../../../entities/room-booking/room-booking-text';
import { isApiError } from '../../../lib/api-error';
import { showError } from '../../../lib/error-store';
import { equipmentName, minuteLabel } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useDecide } from '../api/decide';
import { RejectDialog } from './RejectDialog';

interface Props {
  request: BookableBooking;
  timeZone: string;
  onDecided: (outcome: 'approved' | 'rejected', request: BookableBooking, response: DecisionResponse) => void;
}

/** One waiting request: who, what, when and the event details; approve, or reject with a reason. */
export function ApprovalItem({ request: r, timeZone, onDecided }: Props) {
  const { t } = useTranslation();
  const decide = useDecide();
  const [series, setSeries] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [reasonErrors, setReasonErrors] = useState<string[]>([]);
  const title = r.title || r.resource.label;
  const when = bookableWhen(r.start_at, r.end_at, currentLanguage(), timeZone);

  /** 409 (taken meanwhile, already decided): the server's sentence at the request; 422: at the reason. */
  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 409) return setProblem(error.body?.message ?? t('approvals.failed'));
    if (isApiError(error) && error.status === 422) {
      setRejecting(true);
      return setReasonErrors(Object.values(error.fieldErrors).flat());
    }
    showError(error);
  };
  const approve = () => {
    setProblem(null);
    decide.mutate({ id: r.id, outcome: 'approve', series }, { onSuccess: (res) => onDecided('approved', r, res), onError });
  };
  const reject = (body: RejectBody) => {
    setProblem(null);
    decide.mutate(
      { id: r.id, outcome: 'reject', body },
      {
        onSuccess: (res) => {
          setRejecting(false);
          onDecided('rejected', r, res);
        },
        onError,
      },
    );
  };

  const details: [string, string][] = [
    [t('approvals.description'), r.description],
    [t('approvals.supervisor'), r.supervisor],
    [t('approvals.phone_number'), r.phone_number],
    [t('approvals.person_number'), r.person_number],
    [t('approvals.attendees'), String(r.attendee_count)],
    [t('approvals.layout'), r.layout ? layoutName(r.layout, t) : ''],
    [t('approvals.equipment'), r.equipment.map((e) => equipmentName(e, t)).join(', ')],
    [t('approvals.catering'), r.catering.map((c) => `${minuteLabel(c.serve_minute)} · ${c.quantity} × ${c.name}`).join(', ')],
  ];
  return (
    <li className="room-item approval-item" data-approval-id={r.id} data-title={title}>
      <h3 className="room-name">{title}</h3>
      <p className="room-facts">
        {r.resource.label} · {r.resource.location.name}, {r.resource.area.name}
        <br />
        <span data-testid="approval-when">{when}</span>
        <br />
        <span className="muted">{t('approvals.requested_by', { name: personName(r.requester), email: r.requester.email })}</span>
      </p>
      <dl className="approval-details">
        {details
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <FormMessage text={problem} tone="error" />
      {r.series_id !== null ? (
        <CheckboxField name={`series-${r.id}`} label={t('approvals.whole_series')} isSelected={series} onChange={setSeries} />
      ) : null}
      <div className="actions">
        <Button
          className="button office-primary"
          isDisabled={decide.isPending}
          onPress={approve}
          aria-label={t('approvals.approve_label', { title })}
        >
          {t('approvals.approve')}
        </Button>
        <Button
          className="button danger"
          isDisabled={decide.isPending}
          onPress={() => {
            setReasonErrors([]);
            setRejecting(true);
          }}
          aria-label={t('approvals.reject_label', { title })}
        >
          {t('approvals.reject')}
        </Button>
      </div>
      {rejecting ? (
        <RejectDialog
          text={t('approvals.reject_text', { title, name: personName(r.requester), when })}
          series={series}
          serverErrors={reasonErrors}
          isPending={decide.isPending}
          onReject={reject}
          onCancel={() => setRejecting(false)}
        />
      ) : null}
    </li>
  );
}
