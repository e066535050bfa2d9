'use client';
// Switches the language and stays on the same page, query included (the shared dropdown of links).
import { useLocale, useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { Dropdown, useCloseDropdown } from '@/components/ui/dropdown';
import { Link, usePathname, useRouter } from '@/i18n/navigation';
import { LOCALE_NAMES, type Locale, routing } from '@/i18n/routing';
import { rememberLocale } from '@/lib/language-offer';
import styles from './navbar.module.css';

const SHORT: Record<Locale, string> = { 'pt-BR': 'PT', en: 'EN', ru: 'RU', hi: 'HI' };

function LanguageLinks({ current }: { current: Locale }) {
  const pathname = usePathname();
  const router = useRouter();
  const close = useCloseDropdown();

  function choose(event: MouseEvent<HTMLAnchorElement>, next: Locale) {
    close();
    // A language picked in the menu is a choice too: the language offer never asks after it.
    rememberLocale(next);
    // Keep the query (filters) that the plain link cannot know at render time.
    const search = window.location.search;
    if (!search) return;
    event.preventDefault();
    router.push(`${pathname}${search}`, { locale: next });
  }

  return (
    <ul className={styles.languageList}>
      {routing.locales.map((option) => (
        <li key={option}>
          <Link
            href={pathname}
            locale={option}
            lang={option}
            hrefLang={option}
            aria-current={option === current ? 'true' : undefined}
            className={styles.languageOption}
            onClick={(event) => choose(event, option)}
          >
            {LOCALE_NAMES[option]}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function LanguageSwitcher() {
  const t = useTranslations('Language');
  const locale = useLocale() as Locale;
  return (
    <Dropdown
      panelLabel={t('label')}
      align="end"
      label={
        <>
          <span className="visually-hidden">{t('current', { language: LOCALE_NAMES[locale] })}, </span>
          {SHORT[locale]}
        </>
      }
    >
      <LanguageLinks current={locale} />
    </Dropdown>
  );
}
