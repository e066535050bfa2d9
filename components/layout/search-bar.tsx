'use client';
// The navbar's search (SPEC.md §2 "Search input"): hints by name and by article while typing, as an
// accessible combobox, each with its product's small cover and price; Enter goes to /search/{text}, or
// to / when empty; an article hint opens the product, a name hint its search. Under 768 px it folds
// behind a toggle button.
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useRouter } from '@/i18n/navigation';
import { formatPrice } from '@/lib/format';
import { SEARCH_MAX_LENGTH, searchHref } from '@/lib/search';
import { type HintOption, hintOptions, moveActive } from '@/lib/search-hints';
import { PlainImage } from '@/components/ui/plain-image';
import { useSearchHints } from './use-search-hints';
import styles from './navbar.module.css';

export function SearchBar() {
  const t = useTranslations('Search');
  const locale = useLocale();
  const router = useRouter();
  const inputId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [mobileOpen, setMobileOpen] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { query, hints, failed } = useSearchHints(text);

  const options = hints ? hintOptions(hints) : [];
  const showList = listOpen && query !== '' && text.trim() !== '' && (hints !== undefined || failed);
  const optionId = (index: number) => `${listId}-option-${index}`;

  function go(href: string) {
    setListOpen(false);
    setActive(-1);
    setMobileOpen(false);
    router.push(href);
  }

  function choose(option: HintOption) {
    setText(option.kind === 'name' ? option.label : '');
    go(option.href);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const option = showList && active >= 0 ? options[active] : undefined;
    if (option) choose(option);
    else go(searchHref(text));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setListOpen(true);
      setActive((current) => moveActive(current, options.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Escape') {
      if (showList) {
        event.preventDefault();
        setListOpen(false);
        setActive(-1);
      } else if (mobileOpen) {
        setMobileOpen(false);
      }
    }
  }

  function toggleMobile() {
    setMobileOpen((was) => {
      if (!was) requestAnimationFrame(() => inputRef.current?.focus());
      return !was;
    });
  }

  const groups = [
    { label: t('hintsByName'), options: options.filter((option) => option.kind === 'name') },
    { label: t('hintsByArticle'), options: options.filter((option) => option.kind === 'article') },
  ];
  const renderOption = (option: HintOption) => {
    const index = options.indexOf(option);
    const id = optionId(index);
    // Named by its text, article and price: the cover's alt text would repeat the name.
    const labelledBy = [`${id}-label`, ...(option.detail ? [`${id}-detail`] : []), `${id}-price`].join(' ');
    return (
      <li
        key={`${option.kind}-${option.href}`}
        id={id}
        role="option"
        aria-selected={index === active}
        aria-labelledby={labelledBy}
        className={styles.hint}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => choose(option)}
        onMouseEnter={() => setActive(index)}
      >
        <PlainImage
          src={option.coverUrl}
          alt={t('hintCover', { name: option.label })}
          width={40}
          height={30}
          loading="lazy"
          className={styles.hintCover}
        />
        <span className={styles.hintText}>
          {/* The line may be cut on a phone; the nominal and region under it never are. */}
          <span id={`${id}-label`} className={styles.hintLabel}>
            <span className={styles.hintTitle}>{option.title}</span>
            {option.variant ? (
              <>
                {' '}
                <span className={styles.hintVariant}>{option.variant}</span>
              </>
            ) : null}
          </span>
          {/* Spaces between the parts (not drawn between flex items) keep the text the option shows
              the same words as its name, "Steam 5 EUR €5.49", not "Steam 5 EUR€5.49" (WCAG 2.5.3). */}
          {option.detail ? ' ' : null}
          {option.detail ? (
            <span id={`${id}-detail`} className={styles.hintDetail}>
              {option.detail}
            </span>
          ) : null}
        </span>{' '}
        <span id={`${id}-price`} className={styles.hintPrice}>
          {formatPrice(option.priceCents, locale)}
        </span>
      </li>
    );
  };

  return (
    <div className={styles.search} data-open={mobileOpen}>
      <button
        type="button"
        className={`icon-button ${styles.searchToggle}`}
        aria-expanded={mobileOpen}
        aria-controls={inputId}
        aria-label={mobileOpen ? t('close') : t('open')}
        onClick={toggleMobile}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {mobileOpen ? (
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
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          className={styles.searchInput}
          placeholder={t('placeholder')}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value.slice(0, SEARCH_MAX_LENGTH));
            setListOpen(true);
            setActive(-1);
          }}
          onFocus={() => setListOpen(true)}
          onBlur={() => setListOpen(false)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={`icon-button ${styles.searchSubmit}`} aria-label={t('submit')}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zm5 11.5L20 20" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
          </svg>
        </button>
        <div className={styles.hints} hidden={!showList}>
          <ul id={listId} role="listbox" aria-label={t('hintsLabel')} className={styles.hintList}>
            {groups.map((group) =>
              group.options.length > 0 ? (
                <li key={group.label} role="presentation">
                  <ul role="group" aria-label={group.label} className={styles.hintGroup}>
                    <li role="presentation" className={styles.hintHeading} aria-hidden="true">
                      {group.label}
                    </li>
                    {group.options.map(renderOption)}
                  </ul>
                </li>
              ) : null,
            )}
          </ul>
          {showList && options.length === 0 ? (
            <p className={styles.hintEmpty} role="status">
              {failed ? t('hintsFailed') : t('noHints')}
            </p>
          ) : null}
        </div>
      </form>
    </div>
  );
}
