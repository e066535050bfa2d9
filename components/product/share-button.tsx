'use client';
// Shares the product page's canonical URL in its language: the system's share sheet where the browser
// has one, else the link copied, with "Link copied" shown and announced; when the clipboard is refused
// the link is shown, selected, to copy by hand. The sharing code (lib/browser/share.ts) is not part of the
// page's first load: it loads when the pointer or the focus reaches the button, or on the press.
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import styles from './share-button.module.css';

/** How long "Link copied" stays. */
export const SHARE_FEEDBACK_MS = 4000;

type Shown = 'idle' | 'copied' | 'copy-failed';

const loadShare = () => import('@/lib/browser/share');

export function ShareButton({ url, title }: { url: string; title: string }) {
  const t = useTranslations('ProductBuy');
  const [shown, setShown] = useState<Shown>('idle');
  const loading = useRef<ReturnType<typeof loadShare> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const link = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  useEffect(() => {
    if (shown === 'copy-failed') link.current?.select();
  }, [shown]);

  const load = () => (loading.current ??= loadShare());

  async function share() {
    if (timer.current) clearTimeout(timer.current);
    const { shareLink } = await load();
    const result = await shareLink(navigator, { title, url });
    if (result === 'copied') {
      setShown('copied');
      timer.current = setTimeout(() => setShown('idle'), SHARE_FEEDBACK_MS);
    } else if (result === 'copy-failed') setShown('copy-failed');
    else setShown('idle');
  }

  return (
    <div className={styles.share}>
      <button
        type="button"
        className={`button button-secondary ${styles.button}`}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={() => void share()}
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        {t('share')}
      </button>
      <p role="status" className={shown === 'copied' ? styles.copied : 'visually-hidden'}>
        {shown === 'copied' ? t('copied') : ''}
      </p>
      {shown === 'copy-failed' ? (
        <div className={styles.fallback} role="alert">
          <p>{t('copyFailed')}</p>
          <input ref={link} className={styles.link} type="url" readOnly value={url} aria-label={t('link')} onFocus={(event) => event.currentTarget.select()} />
        </div>
      ) : null}
    </div>
  );
}
