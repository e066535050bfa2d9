'use client';
// The language menu on Radix's dropdown menu (loaded by language-switcher.tsx on first use): each
// language a real link to the same page in it, query included; the current one marked with
// aria-current. Choosing one remembers it (no language offer after it: lib/i18n/language-offer.ts).
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useLocale, useTranslations } from 'next-intl';
import { type MouseEvent, useEffect, useRef } from 'react';
import { Link, usePathname, useRouter } from '@/i18n/navigation';
import { LOCALE_NAMES, type Locale, routing } from '@/i18n/routing';
import { samePagePath } from '@/lib/account/next-path';
import { rememberLocale } from '@/lib/i18n/language-offer';
import styles from '@/components/ui/dropdown.module.css';
import { LanguageButton } from './language-switcher';
import menuStyles from './language-menu.module.css';

export interface LanguageMenuProps {
  /** Open at once, as the button was pressed while the menu was loading (by a key: its first item focused). */
  open: 'pointer' | 'keyboard' | null;
  /** Take the focus: the button that stood in for this one had it. */
  focus: boolean;
}

export function LanguageMenu({ open, focus }: LanguageMenuProps) {
  const t = useTranslations('Language');
  const current = useLocale() as Locale;
  const pathname = samePagePath(usePathname());
  const router = useRouter();
  const trigger = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Only when it takes the place of the stand-in button: the focus stays where the shopper had it,
    // and a menu opened by a key there starts at its first language, as Radix's own button does.
    if (open === 'keyboard') content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    else if (focus && open === null) trigger.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function choose(event: MouseEvent<HTMLAnchorElement>, next: Locale) {
    // A language picked here is a choice: the language offer never asks after it.
    rememberLocale(next);
    // Keep the query (filters) that the plain link cannot know at render time.
    const search = window.location.search;
    if (!search) return;
    event.preventDefault();
    router.push(`${pathname}${search}`, { locale: next });
  }

  return (
    <div className={styles.dropdown}>
      <DropdownMenu.Root defaultOpen={open !== null} modal={false}>
        <DropdownMenu.Trigger asChild>
          <LanguageButton ref={trigger} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          ref={content}
          className={menuStyles.menu}
          align="end"
          sideOffset={6}
          loop
          // Named "Language" rather than by its button's "Current language: …, PT" (Radix's default).
          aria-labelledby={undefined}
          aria-label={t('label')}
        >
          {routing.locales.map((option) => (
            <DropdownMenu.Item key={option} asChild textValue={LOCALE_NAMES[option]}>
              <Link
                href={pathname}
                locale={option}
                lang={option}
                hrefLang={option}
                aria-current={option === current ? 'true' : undefined}
                className={menuStyles.item}
                onClick={(event) => choose(event, option)}
              >
                {LOCALE_NAMES[option]}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  );
}
