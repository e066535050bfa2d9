'use client';
// The navbar's search input: Enter goes to /search/{text}, or to / when empty (SPEC.md §2 "Search input").
// Under 768 px it folds behind a toggle button.
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useRouter } from '@/i18n/navigation';
import { SEARCH_MAX_LENGTH, searchHref } from '@/lib/search';
import styles from './navbar.module.css';

export function SearchBar() {
  const t = useTranslations('Search');
  const router = useRouter();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    router.push(searchHref(text));
    setOpen(false);
  }

  function toggle() {
    setOpen((was) => {
      if (!was) requestAnimationFrame(() => inputRef.current?.focus());
      return !was;
    });
  }

  return (
    <div className={styles.search} data-open={open}>
      <button
        type="button"
        className={`icon-button ${styles.searchToggle}`}
        aria-expanded={open}
        aria-controls={inputId}
        aria-label={open ? t('close') : t('open')}
        onClick={toggle}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zm5 11.5L20 20" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
          )}
        </svg>
      </button>
      <form role="search" className={styles.searchForm} onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('label')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          className={styles.searchInput}
          placeholder={t('placeholder')}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(event) => setText(event.target.value.slice(0, SEARCH_MAX_LENGTH))}
        />
        <button type="submit" className={`icon-button ${styles.searchSubmit}`} aria-label={t('submit')}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zm5 11.5L20 20" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
          </svg>
        </button>
      </form>
    </div>
  );
}
