import { useTranslation } from 'react-i18next';
import type { DrawCommitment } from '../../../contract/lottery';
import { formatDate } from '../../../domain/date-format';
import { currentLanguage } from '../../lib/i18n';

/** While requests are open: the SHA-256 the group committed to for the draw's seed, and when (the seed follows after the run). */
export function CommitmentNote({ commitment, timeZone }: { commitment: DrawCommitment; timeZone: string }) {
  const { t } = useTranslation();
  const committed = formatDate(new Date(commitment.committed_at), 'long', currentLanguage(), timeZone);
  return (
    <p className="muted commitment-note" data-testid="draw-commitment">
      {t('lottery_runs.commitment_pending', { committed, hash: commitment.hash })}
    </p>
  );
}
