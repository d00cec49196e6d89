import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LotteryRunSummary } from '../../../../contract/lottery-runs';
import { currentLanguage } from '../../../lib/i18n';
import { fullDate, shortDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { percentText, weightText } from '../format';

/** The reader's last draws: day, kind, outcome, weight, odds, and a link to each run's page. */
export function MyDrawsTable({ runs }: { runs: readonly LotteryRunSummary[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (runs.length === 0) return <p className="muted">{t('lottery_runs.history_empty')}</p>;
  return (
    // On a phone the table scrolls sideways: the region takes focus, so a keyboard can scroll it too.
    <div className="run-table-wrap" role="region" tabIndex={0} aria-label={t('lottery_runs.history_title')}>
      <table className="run-table" data-testid="my-draws">
        <thead>
          <tr>
            <th scope="col">{t('lottery_runs.col_day')}</th>
            <th scope="col">{t('lottery_runs.col_kind')}</th>
            <th scope="col">{t('lottery_runs.col_outcome')}</th>
            <th scope="col">{t('lottery_runs.col_weight')}</th>
            <th scope="col">{t('lottery_runs.col_odds')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('lottery_runs.open_run')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => {
            const date = fullDate(run.day, language);
            return (
              <tr key={run.id}>
                <td>{shortDate(run.day, language)}</td>
                <td>{t(`lottery_runs.kind.${run.resource_kind}`)}</td>
                <td>{run.mine ? t(`lottery_runs.outcome.${run.mine.outcome}`) : ''}</td>
                <td>{run.mine ? weightText(run.mine.weight, language) : ''}</td>
                <td>{run.mine ? percentText(run.mine.odds, language) : ''}</td>
                <td>
                  <Link to={paths.lotteryRun(run.id)} aria-label={t('lottery_runs.open_run_label', { date })}>
                    {t('lottery_runs.open_run')}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
