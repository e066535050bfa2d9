'use client';
// The language menu's button, in every page's first load. The menu itself (Radix's dropdown menu:
// arrow keys, Home/End, typeahead, Escape back to the button, with its positioning code) is loaded
// on the first hover, focus or press of the button (language-menu.tsx), so pages that never open it
// do not carry it.
import { useLocale, useTranslations } from 'next-intl';
import { type ComponentPropsWithoutRef, type ComponentType, forwardRef, type KeyboardEvent, useRef, useState } from 'react';
import { LOCALE_NAMES, type Locale } from '@/i18n/routing';
import styles from '@/components/ui/dropdown.module.css';
import type { LanguageMenuProps } from './language-menu';

const SHORT: Record<Locale, string> = { 'pt-BR': 'PT', en: 'EN', ru: 'RU', hi: 'HI' };

/** The button of the menu: the current language, short, with its full name for screen readers. */
export const LanguageButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function LanguageButton(props, ref) {
  const t = useTranslations('Language');
  const locale = useLocale() as Locale;
  return (
    <button ref={ref} type="button" className={styles.button} aria-haspopup="menu" {...props}>
      <span className={styles.label}>
        <span className="visually-hidden">{t('current', { language: LOCALE_NAMES[locale] })}, </span>
        {SHORT[locale]}
      </span>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.chevron}>
        <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
      </svg>
    </button>
  );
});

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

export function LanguageSwitcher() {
  const button = useRef<HTMLButtonElement>(null);
  const loading = useRef(false);
  const [Menu, setMenu] = useState<ComponentType<LanguageMenuProps> | null>(null);
  // Pressed while the menu was loading (kept until it renders, however late the press), and whether
  // this button had the focus when it arrived: the menu's own button then takes both over.
  const [openOnLoad, setOpenOnLoad] = useState<LanguageMenuProps['open']>(null);
  const [focusOnLoad, setFocusOnLoad] = useState(false);

  function load(open: LanguageMenuProps['open']) {
    if (open) setOpenOnLoad(open);
    if (loading.current) return;
    loading.current = true;
    void import('./language-menu').then(({ LanguageMenu }) => {
      setFocusOnLoad(document.activeElement === button.current);
      setMenu(() => LanguageMenu);
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    load('keyboard');
  }

  if (Menu) return <Menu open={openOnLoad} focus={focusOnLoad} />;
  return (
    <div className={styles.dropdown}>
      <LanguageButton
        ref={button}
        aria-expanded={false}
        onPointerEnter={() => load(null)}
        onFocus={() => load(null)}
        // The press counts from its pointerdown (as Radix's trigger opens): when the menu arrives
        // between the pointerdown and the click, this button is gone and its click never fires.
        onPointerDown={(event) => {
          if (event.button > 0) return; // not the main button (a right press opens no menu)
          load('pointer');
        }}
        onClick={() => load('pointer')}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
