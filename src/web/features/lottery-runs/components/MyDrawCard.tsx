import { useTranslation } from 'react-i18next';
import type { MyDraw } from '../../../../contract/lottery-runs';
import { currentLanguage } from '../../../lib/i18n';
import { percentText, weightText } from '../format';

/** The reader's own draw: outcome, why, weight and what it counted, odds before the draw. */
export function MyDrawCard({ mine, windowWeeks }: { mine: MyDraw; windowWeeks: number }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <section className="card" aria-labelledby="my-draw-title" data-testid="my-draw">
      <h2 id="my-draw-title">
        {t('lottery_runs.you_title')}: {t(`lottery_runs.outcome.${mine.outcome}`)}
      </h2>
      <p>{mine.explanation}</p>
      <p>
        <strong>{t('lottery_runs.weight', { weight: weightText(mine.weight, language) })}</strong>
      </p>
      <p>
        {t('lottery_runs.weight_why', {
          weeks: windowWeeks,
          losses: weightText(mine.losses, language),
          wins: weightText(mine.wins, language),
          no_shows: mine.no_shows,
        })}{' '}
        {t(mine.no_shows_count ? 'lottery_runs.no_shows_count' : 'lottery_runs.no_shows_ignored')}
      </p>
      <p>{t('lottery_runs.odds', { odds: percentText(mine.odds, language), draws: mine.odds_draws })}</p>
    </section>
  );
}
