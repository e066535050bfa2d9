'use client';
// Offers a visitor whose browser prefers another of the shop's languages the same page in it, in
// that language, as a compact bar at the bottom of the screen (components/layout/site-notices.tsx,
// which shows the cookie banner once this one is settled). Decided after hydration from navigator.languages and the remembered
// choice (lib/i18n/language-offer.ts), so the server's HTML is the same for everyone and stays cacheable;
// nothing is ever redirected. The texts of every offered language come as props from the layout:
// a few short strings, no message file loaded in the browser.
import { useLocale } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { type Locale, routing } from '@/i18n/routing';
import { samePagePath } from '@/lib/account/next-path';
import { PREFERRED_LOCALE_COOKIE, cookieValue, languageToOffer, rememberLocale } from '@/lib/i18n/language-offer';
import { useNoticeSpace } from './notice-space';
import styles from './language-offer.module.css';

export interface LanguageOfferTexts {
  label: string;
  text: string;
  switch: string;
  stay: string;
}

interface LanguageOfferProps {
  texts: Partial<Record<Locale, LanguageOfferTexts>>;
  /** Called once there is nothing (more) to offer: none was due, or the visitor chose to stay. */
  onSettled?: () => void;
}

export function LanguageOffer({ texts, onSettled }: LanguageOfferProps) {
  const pageLocale = useLocale() as Locale;
  const pathname = samePagePath(usePathname());
  const [offer, setOffer] = useState<{ locale: Locale; search: string } | null>(null);
  const region = useRef<HTMLElement>(null);
  useNoticeSpace(region, offer !== null);
  // The latest callback, so a new function from the parent does not decide the offer again.
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });

  useEffect(() => {
    const locale = languageToOffer({
      pageLocale,
      defaultLocale: routing.defaultLocale,
      locales: routing.locales,
      languages: navigator.languages?.length ? navigator.languages : [navigator.language],
      remembered: cookieValue(document.cookie, PREFERRED_LOCALE_COOKIE),
    });
    const due = locale !== null && texts[locale] !== undefined;
    // The browser's languages and cookies are known only after hydration; the offer appears then.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOffer(due ? { locale, search: window.location.search } : null);
    if (!due) settled.current?.();
  }, [pageLocale, texts]);

  const shown = offer && texts[offer.locale];
  if (!offer || !shown) return null;

  function stay() {
    rememberLocale(pageLocale);
    setOffer(null);
    settled.current?.();
  }

  return (
    <section ref={region} className="floating-notice" aria-label={shown.label} lang={offer.locale}>
      <p className={styles.text}>{shown.text}</p>
      <div className="floating-notice-actions">
        <Link
          className="button"
          href={`${pathname}${offer.search}`}
          locale={offer.locale}
          hrefLang={offer.locale}
          onClick={() => rememberLocale(offer.locale)}
        >
          {shown.switch}
        </Link>
        <button type="button" className="button button-secondary" onClick={stay}>
          {shown.stay}
        </button>
      </div>
    </section>
  );
}
