import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { announce } from '../../../lib/announcer';
import { verifyRun, type ReplayVerdict, type VerifiableRun } from '../replay';

/** "Nachprüfen": the browser hashes the seed, compares the times and draws again from the published input. */
export function ReplayPanel({ run }: { run: VerifiableRun }) {
  const { t } = useTranslation();
  const [verdict, setVerdict] = useState<ReplayVerdict | null>(null);
  const [busy, setBusy] = useState(false);

  const check = async () => {
    setBusy(true);
    const result = await verifyRun(run);
    setBusy(false);
    setVerdict(result);
    if (result) announce(result.ok ? t('lottery_runs.verdict_ok') : t('lottery_runs.verdict_bad', { problems: problemsOf(result) }));
  };
  const problemsOf = (v: ReplayVerdict) =>
    [
      v.seedMatches ? null : t('lottery_runs.check_seed_bad'),
      v.committedBeforeCutoff ? null : t('lottery_runs.check_time_bad'),
      v.replayMatches ? null : t('lottery_runs.check_replay_bad'),
    ]
      .filter(Boolean)
      .join('; ');

  return (
    <div>
      <p className="muted">{t('lottery_runs.verify_help')}</p>
      <Button className="button primary" onPress={() => void check()} isDisabled={busy}>
        {busy ? t('lottery_runs.verifying') : t('lottery_runs.verify')}
      </Button>
      {verdict ? (
        <div className="run-verdict" data-ok={verdict.ok} data-testid="run-verdict">
          <p>{verdict.ok ? t('lottery_runs.verdict_ok') : t('lottery_runs.verdict_bad', { problems: problemsOf(verdict) })}</p>
          <ul className="run-checks">
            <li>{t(verdict.seedMatches ? 'lottery_runs.check_seed_ok' : 'lottery_runs.check_seed_bad')}</li>
            <li>{t(verdict.committedBeforeCutoff ? 'lottery_runs.check_time_ok' : 'lottery_runs.check_time_bad')}</li>
            <li>{t(verdict.replayMatches ? 'lottery_runs.check_replay_ok' : 'lottery_runs.check_replay_bad')}</li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
