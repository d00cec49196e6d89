import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LotteryRun } from '../../../../contract/lottery-runs';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { useEgo } from '../../../entities/ego/get-ego';
import { currentLanguage } from '../../../lib/i18n';
import { fullDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useLotteryRun, useMyDraws } from '../api/lottery-runs';
import { DrawTable } from '../components/DrawTable';
import { MyDrawCard } from '../components/MyDrawCard';
import { MyDrawsTable } from '../components/MyDrawsTable';
import { ReplayPanel } from '../components/ReplayPanel';
import { instantText } from '../format';
import '../lottery-runs.css';

/** /lottery/runs/:id — a run's commitment, seed and published draw; the replay in the browser; the reader's own draw. */
export default function LotteryRunPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const run = useLotteryRun(Number(id));
  const draws = useMyDraws();
  const ego = useEgo();
  return (
    <>
      <SubPageHeader title={t('lottery_runs.title')} backTo={paths.deskRequests} />
      <div className="page">
        {run.data ? (
          <RunView run={run.data} timeZone={ego.data?.group.time_zone ?? 'UTC'} windowWeeks={ego.data?.group.fairness_window_weeks ?? 4} />
        ) : (
          <p aria-busy="true">{t('lottery_runs.loading')}</p>
        )}
        <section className="card" aria-labelledby="my-draws-title">
          <h2 id="my-draws-title">{t('lottery_runs.history_title')}</h2>
          {draws.data ? <MyDrawsTable runs={draws.data} /> : <p aria-busy="true">{t('app.loading')}</p>}
        </section>
        <p className="links">
          <Link to={paths.deskRequests}>{t('desk_requests.link')}</Link>
        </p>
      </div>
    </>
  );
}

function RunView({ run, timeZone, windowWeeks }: { run: LotteryRun; timeZone: string; windowWeeks: number }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const at = (iso: string) => instantText(iso, language, timeZone);
  const inTime = run.committed_at !== null && new Date(run.committed_at) < new Date(run.cutoff_at);
  return (
    <>
      <section className="card" aria-labelledby="run-title" data-testid="lottery-run">
        <h2 id="run-title">
          {t('lottery_runs.heading', { kind: t(`lottery_runs.kind.${run.resource_kind}`), date: fullDate(run.day, language) })}
        </h2>
        {run.commitment_matches === false ? (
          <p className="run-alert" role="alert" data-testid="run-mismatch">
            {t('lottery_runs.server_mismatch')}
          </p>
        ) : null}
        {run.verifiable && run.commitment && run.committed_at && run.seed ? (
          <>
            <h3>{t('lottery_runs.commitment_title')}</h3>
            <dl className="run-facts">
              <dt>{t('lottery_runs.commitment')}</dt>
              <dd className="run-hash" data-testid="run-commitment">
                {run.commitment}
              </dd>
              <dt>{t('lottery_runs.committed_at')}</dt>
              <dd>{at(run.committed_at)}</dd>
              <dt>{t('lottery_runs.cutoff_at')}</dt>
              <dd>{at(run.cutoff_at)}</dd>
              <dt>{t('lottery_runs.ran_at')}</dt>
              <dd>{at(run.ran_at)}</dd>
              <dt>{t('lottery_runs.seed')}</dt>
              <dd className="run-hash" data-testid="run-seed">
                {run.seed}
              </dd>
            </dl>
            <p>{t(inTime ? 'lottery_runs.committed_in_time' : 'lottery_runs.committed_late')}</p>
            <ReplayPanel run={run} />
          </>
        ) : (
          <p className="muted" data-testid="run-not-verifiable">
            {t('lottery_runs.not_verifiable')}
          </p>
        )}
      </section>
      {run.mine ? <MyDrawCard mine={run.mine} windowWeeks={windowWeeks} /> : null}
      <section className="card" aria-labelledby="run-input-title">
        <h2 id="run-input-title">{t('lottery_runs.input_title')}</h2>
        <p className="muted">
          {t('lottery_runs.input_help', {
            you: run.you === null ? t('lottery_runs.you_absent') : t('lottery_runs.you_are', { pseudonym: run.you }),
          })}
        </p>
        <DrawTable draw={run.draw} you={run.you} />
      </section>
    </>
  );
}
