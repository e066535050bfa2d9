'use client';
// The navbar search's hints, loaded when the shopper first focuses or types in the search (the
// search box itself, with its keyboard model, is in every page's first load: search-bar.tsx): the
// hints' reading from the BFF (use-search-hints.ts) and the options of the list, by name then by
// article, each with its small cover, text and price.
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo } from 'react';
import { formatPrice } from '@/lib/i18n/format';
import { type HintOption, hintOptions } from '@/lib/search/hint-list';
import { PlainImage } from '@/components/ui/plain-image';
import { useSearchHints } from './use-search-hints';
import styles from '@/components/layout/navbar.module.css';

/** What the search box needs of the hints for its text. */
export interface HintsAnswer {
  /** The text the hints are asked for (trimmed, after the debounce); '' for none. */
  query: string;
  options: HintOption[];
  /** Hints are there to show (the query's, or the previous query's while the next load). */
  answered: boolean;
  failed: boolean;
}

/** Reads the hints for `text` and hands them to the search box; renders nothing. */
export function HintsSource({ text, onAnswer }: { text: string; onAnswer: (answer: HintsAnswer) => void }) {
  const { query, hints, failed } = useSearchHints(text);
  const options = useMemo(() => (hints ? hintOptions(hints) : []), [hints]);
  const answered = hints !== undefined;
  useEffect(() => {
    onAnswer({ query, options, answered, failed });
  }, [query, options, answered, failed, onAnswer]);
  return null;
}

interface HintGroupsProps {
  options: HintOption[];
  active: number;
  optionId: (index: number) => string;
  onChoose: (option: HintOption) => void;
  onActive: (index: number) => void;
}

/** The listbox's groups and options. */
export function HintGroups({ options, active, optionId, onChoose, onActive }: HintGroupsProps) {
  const t = useTranslations('Search');
  const locale = useLocale();
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
        onClick={() => onChoose(option)}
        onMouseEnter={() => onActive(index)}
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
    <>
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
    </>
  );
}
