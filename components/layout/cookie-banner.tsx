'use client';
// The cookie-consent banner, bottom-right (SPEC.md §2, id myPanel1). Shown only after hydration,
// from what localStorage says, so server HTML stays the same for every visitor.
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { COOKIE_CONSENT_KEY, type ConsentChoice, parseConsent, shouldAskConsent } from '@/lib/cookie-consent';
import styles from './cookie-banner.module.css';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return null;
  }
}

export function CookieBanner() {
  const t = useTranslations('Cookie');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    // Reading localStorage is only possible after hydration; the banner appears then.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setVisible(shouldAskConsent(parseConsent(readStored()), Date.now()));
  }, []);

  function choose(choice: ConsentChoice) {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ choice, at: Date.now() }));
    } catch {
      // Storage may be blocked; the choice then lasts for this page only.
    }
    setVisible(false);
  }

  if (!visible) return null;
  return (
    <section id="myPanel1" className={`floating-notice ${styles.banner}`} aria-labelledby="cookie-title">
      <h2 id="cookie-title" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.text}>{t('text')}</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => choose('accepted')}>
          {t('accept')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => choose('declined')}>
          {t('decline')}
        </button>
        <button type="button" className={styles.later} onClick={() => choose('postponed')}>
          {t('postpone')}
        </button>
      </div>
    </section>
  );
}
