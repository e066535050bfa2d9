'use client';
// The navbar's search (docs/product/screens-and-routes.md): hints by name and by article while typing, as an
// accessible combobox, each with its product's small cover and price; Enter goes to /search/{text}, or
// to / when empty; an article hint opens the product, a name hint its search. Under 768 px it folds
// behind a toggle button.
import { useTranslations } from 'next-intl';
import { Suspense, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { IslandBoundary } from '@/components/i18n/island-boundary';
import { onDemand } from '@/components/ui/on-demand';
import { useRouter } from '@/i18n/navigation';
import { moveActive, SEARCH_MAX_LENGTH, searchHref } from '@/lib/search/input-rules';
import type { HintOption } from '@/lib/search/hint-list';
import type { HintsAnswer } from './search-hints-list';
import styles from '@/components/layout/navbar.module.css';

// The hints' reading and options load on the first focus of or typing in the search, before the
// 400 ms debounce of the first request is over: the page's first load does without them.
const loadHints = () => import('./search-hints-list');
const HintsSource = onDemand(() => loadHints().then((module) => module.HintsSource));
const HintGroups = onDemand(() => loadHints().then((module) => module.HintGroups));

const NO_HINTS: HintsAnswer = { query: '', options: [], answered: false, failed: false };

export function SearchBar() {
  const t = useTranslations('Search');
  const router = useRouter();
  const inputId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [mobileOpen, setMobileOpen] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Set at the first focus or keystroke: from then on the hints' code is loaded and asked.
  const [wanted, setWanted] = useState(false);
  const [answer, setAnswer] = useState<HintsAnswer>(NO_HINTS);
  const { query, options, failed } = answer;

  const showList = listOpen && query !== '' && text.trim() !== '' && (answer.answered || failed);
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
            setWanted(true);
            setListOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            setWanted(true);
            setListOpen(true);
          }}
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
            {options.length > 0 ? (
              <IslandBoundary>
                <Suspense fallback={null}>
                  <HintGroups options={options} active={active} optionId={optionId} onChoose={choose} onActive={setActive} />
                </Suspense>
              </IslandBoundary>
            ) : null}
          </ul>
          {showList && options.length === 0 ? (
            <p className={styles.hintEmpty} role="status">
              {failed ? t('hintsFailed') : t('noHints')}
            </p>
          ) : null}
        </div>
      </form>
      {/* A chunk that fails to load tells so in a toast (IslandBoundary); the search itself still works. */}
      {wanted ? (
        <IslandBoundary>
          <Suspense fallback={null}>
            <HintsSource text={text} onAnswer={setAnswer} />
          </Suspense>
        </IslandBoundary>
      ) : null}
    </div>
  );
}
