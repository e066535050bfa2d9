'use client';
// Switches the language and stays on the same page, query included.
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, type MouseEvent } from 'react';
import { Link, usePathname, useRouter } from '@/i18n/navigation';
import { LOCALE_NAMES, type Locale, routing } from '@/i18n/routing';
import styles from './navbar.module.css';

export function LanguageSwitcher() {
  const t = useTranslations('Language');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const router = useRouter();
  const details = useRef<HTMLDetailsElement>(null);

  // Close the menu on Escape or a click elsewhere, like any other dropdown.
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape' && details.current?.open) {
        details.current.open = false;
        details.current.querySelector('summary')?.focus();
      }
    }
    function onClick(event: globalThis.MouseEvent) {
      if (details.current?.open && !details.current.contains(event.target as Node)) details.current.open = false;
    }
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, []);

  function choose(event: MouseEvent<HTMLAnchorElement>, next: Locale) {
    // Keep the query (filters, modals) that the plain link cannot know at render time.
    if (details.current) details.current.open = false;
    const search = window.location.search;
    if (!search) return;
    event.preventDefault();
    router.push(`${pathname}${search}`, { locale: next });
  }

  return (
    <details ref={details} className={styles.language}>
      <summary className={styles.languageButton} aria-label={t('current', { language: LOCALE_NAMES[locale] })}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 0c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9m0-18C9.5 5.5 8.5 8.5 8.5 12s1 6.5 3.5 9M3.5 9h17M3.5 15h17"
            stroke="currentColor"
            strokeWidth="1.6"
            fill="none"
          />
        </svg>
        <span className={styles.languageCode}>{locale === 'pt-BR' ? 'PT' : locale.toUpperCase()}</span>
      </summary>
      <ul className={styles.languageList} aria-label={t('label')}>
        {routing.locales.map((option) => (
          <li key={option}>
            <Link
              href={pathname}
              locale={option}
              lang={option}
              hrefLang={option}
              aria-current={option === locale ? 'true' : undefined}
              className={styles.languageOption}
              onClick={(event) => choose(event, option)}
            >
              {LOCALE_NAMES[option]}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
