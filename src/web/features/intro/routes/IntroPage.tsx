import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { paths } from '../../../lib/paths';

const STEPS = ['booking', 'edit', 'check_in', 'share'] as const;
const ICONS = { booking: '▦', edit: '✎', check_in: '✓', share: '⇄' } as const;

/** /intro: what Deskfair does today (book, edit, check in, share and draw), then register or sign in. */
export default function IntroPage() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const step = STEPS[index] ?? 'booking';
  const last = index === STEPS.length - 1;

  useEffect(() => {
    // Keyboard and screen-reader users continue reading at the new step's title.
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  const go = (next: number) => {
    moved.current = true;
    setIndex(Math.max(0, Math.min(STEPS.length - 1, next)));
  };

  return (
    <>
      <SubPageHeader title={t('intro.title')} />
      <div className="page">
        <section className="card intro-step" aria-labelledby="intro-step-title">
          <p className="muted">{t('intro.step', { current: index + 1, total: STEPS.length })}</p>
          <div className="intro-icon" aria-hidden="true">
            {ICONS[step]}
          </div>
          <h2 id="intro-step-title" tabIndex={-1} ref={headingRef}>
            {t(`intro.${step}_title`)}
          </h2>
          <p>{t(`intro.${step}_text`)}</p>
          <ol className="intro-dots" aria-hidden="true">
            {STEPS.map((s, i) => (
              <li key={s} className={i === index ? 'active' : ''} />
            ))}
          </ol>
        </section>
        {last ? (
          <div className="actions">
            <Link to={paths.register} className="button office-primary">
              {t('intro.register')}
            </Link>
            <Link to={paths.login} className="button">
              {t('intro.login')}
            </Link>
            <Button className="button" onPress={() => go(index - 1)}>
              {t('intro.back')}
            </Button>
          </div>
        ) : (
          <div className="actions">
            <Button className="button office-primary" onPress={() => go(index + 1)}>
              {t('intro.next')}
            </Button>
            {index > 0 ? (
              <Button className="button" onPress={() => go(index - 1)}>
                {t('intro.back')}
              </Button>
            ) : null}
            <Button className="button link-button" onPress={() => go(STEPS.length - 1)}>
              {t('intro.skip')}
            </Button>
          </div>
        )}
      </div>
    </>
  );
}
