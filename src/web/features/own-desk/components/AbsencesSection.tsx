import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { Absence } from '../../../../contract/absences';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormMessage } from '../../../components/form/FormMessage';
import { requestFailure } from '../../../components/form/request-failure';
import { announce } from '../../../lib/announcer';
import { shortDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useToday } from '../../../lib/use-today';
import { useAbsences, useDeleteAbsence } from '../api/absences';
import { absenceRangeText } from '../lib/absence-text';
import { AbsenceForm } from './AbsenceForm';

/** A fixed-desk owner's absences: enter one (the desk is shared on its days), the list, change and delete. */
export function AbsencesSection({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const today = useToday(timeZone);
  const absences = useAbsences();
  const remove = useDeleteAbsence();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<Absence | null>(null);

  /** What a change did, shown and spoken: saved or deleted, and the days a colleague keeps. */
  const report = (done: string, keptBooked: readonly string[]) => {
    const kept = keptBooked.map((day) => shortDate(day, language)).join(', ');
    const text = keptBooked.length > 0 ? `${done} ${t('absences.kept_booked', { days: kept })}` : done;
    setFailure(null);
    setNotice(text);
    announce(text);
  };
  const onDelete = (absence: Absence) => {
    setRemoving(null);
    setNotice(null);
    remove.mutate(absence.id, {
      onSuccess: (removed) => report(t('absences.removed'), removed.kept_booked),
      onError: (error) => setFailure(requestFailure(error, t).summary),
    });
  };

  return (
    <section className="card own-desk-wide" aria-labelledby="own-desk-absences" data-testid="absences">
      <h2 id="own-desk-absences">{t('absences.title')}</h2>
      <p className="muted">{t('absences.intro')}</p>
      <div className="absences-layout">
        <AbsenceForm today={today} onSaved={(saved) => report(t('absences.saved'), saved.kept_booked)} />
        <div>
          <h3 id="own-desk-absences-list">{t('absences.list_title')}</h3>
          <FormMessage text={notice} tone="success" />
          <FormMessage text={failure} tone="error" />
          {absences.isPending ? <p aria-busy="true">{t('app.loading')}</p> : null}
          {absences.isError ? <p role="alert">{t('absences.failed')}</p> : null}
          {absences.data?.length === 0 ? <p className="muted">{t('absences.empty')}</p> : null}
          {absences.data && absences.data.length > 0 ? (
            <ul className="absence-list" aria-labelledby="own-desk-absences-list">
              {absences.data.map((absence) => {
                const range = absenceRangeText(absence.from_day, absence.to_day, language);
                return (
                  <li key={absence.id} data-testid="absence-item">
                    {editing === absence.id ? (
                      <AbsenceForm
                        absence={absence}
                        today={today}
                        onSaved={(saved) => {
                          setEditing(null);
                          report(t('absences.saved'), saved.kept_booked);
                        }}
                        onCancel={() => setEditing(null)}
                      />
                    ) : (
                      <>
                        <p className="absence-what">
                          <span className="absence-range">{range}</span>
                          {absence.note ? <span className="muted">{absence.note}</span> : null}
                        </p>
                        <div className="absence-actions">
                          <Button
                            className="button"
                            onPress={() => setEditing(absence.id)}
                            aria-label={t('absences.edit_label', { range })}
                          >
                            {t('absences.edit')}
                          </Button>
                          <Button
                            className="button danger"
                            isDisabled={remove.isPending}
                            onPress={() => setRemoving(absence)}
                            aria-label={t('absences.delete_label', { range })}
                          >
                            {t('absences.delete')}
                          </Button>
                        </div>
                      </>
                    )}
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      </div>
      {removing ? (
        <ConfirmDialog
          title={t('absences.delete_title')}
          text={t('absences.delete_text', { range: absenceRangeText(removing.from_day, removing.to_day, language) })}
          confirmLabel={t('absences.delete_confirm')}
          onCancel={() => setRemoving(null)}
          onConfirm={() => onDelete(removing)}
        />
      ) : null}
    </section>
  );
}
