'use client';
// The cookie-consent banner (element id myPanel1): a compact bar at the bottom of the screen
// (components/layout/site-notices.tsx). Shown only after hydration, from what localStorage says, so
// server HTML stays the same for every visitor.
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { COOKIE_CONSENT_KEY, type ConsentChoice, parseConsent, shouldAskConsent } from '@/lib/browser/cookie-consent';
import { useNoticeSpace } from './notice-space';
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
  const banner = useRef<HTMLElement>(null);
  useNoticeSpace(banner, visible);

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
    <section ref={banner} id="myPanel1" className="floating-notice" aria-labelledby="cookie-title">
      <div className={styles.message}>
        <h2 id="cookie-title" className={styles.title}>
          {t('title')}
        </h2>{' '}
        <p className={styles.text}>{t('text')}</p>
      </div>
      <div className="floating-notice-actions">
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
