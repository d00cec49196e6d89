import { useTranslation } from 'react-i18next';
import type { PublishedDrawBody } from '../../../../contract/lottery-runs';
import { currentLanguage } from '../../../lib/i18n';
import { weightText } from '../format';

/** The published draw: everyone in drawn order (as pseudonyms), their weight and the place they got or their waiting-list place. */
export function DrawTable({ draw, you }: { draw: PublishedDrawBody; you: number | null }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const weight = new Map(draw.weights.map((w) => [w.pseudonym, w.weight]));
  const label = new Map(draw.desks.map((d) => [d.id, d.label]));
  const desk = new Map(draw.result.assignments.map((a) => [a.pseudonym, a.desk_id]));
  return (
    // On a phone the table scrolls sideways: the region takes focus, so a keyboard can scroll it too.
    <div className="run-table-wrap" role="region" tabIndex={0} aria-label={t('lottery_runs.input_title')}>
      <table className="run-table" data-testid="run-draw">
        <thead>
          <tr>
            <th scope="col">{t('lottery_runs.col_drawn')}</th>
            <th scope="col">{t('lottery_runs.col_person')}</th>
            <th scope="col">{t('lottery_runs.col_weight')}</th>
            <th scope="col">{t('lottery_runs.col_desk')}</th>
          </tr>
        </thead>
        <tbody>
          {draw.result.order.map((pseudonym, index) => {
            const deskId = desk.get(pseudonym);
            const waiting = draw.result.waitlist.indexOf(pseudonym);
            return (
              <tr key={pseudonym} data-you={pseudonym === you}>
                <td>{index + 1}</td>
                <td>{t(pseudonym === you ? 'lottery_runs.person_you' : 'lottery_runs.person', { pseudonym })}</td>
                <td>{weightText(weight.get(pseudonym) ?? 1, language)}</td>
                <td>
                  {deskId !== undefined
                    ? label.get(deskId) || `#${deskId}`
                    : waiting >= 0
                      ? t('lottery_runs.waitlist', { position: waiting + 1 })
                      : ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
