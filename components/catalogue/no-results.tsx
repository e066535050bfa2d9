// What a listing says when nothing matched: a search ("Nothing matched “ютуб”") or the shopper's
// filters ("No products match the chosen filters"), never "no products yet", which would say the
// shop is empty. It offers the way out: a link that clears the filters (the sort stays), and for a
// search a few searches that do find something (the catalogue's categories). The filter bar above
// it stays as it was, so the shopper can also change one filter instead.
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { searchHref } from '@/lib/search/input-rules';
import styles from './listing.module.css';

export interface NoResultsProps {
  /** The search text, for a search page. */
  searchText: string | null;
  /** Where the same listing goes without filters; null when no filter is chosen. */
  clearHref: string | null;
  /** Searches to suggest (the categories' names). */
  suggestions: string[];
}

export function NoResults({ searchText, clearHref, suggestions }: NoResultsProps) {
  const t = useTranslations('Catalogue');
  let message: string;
  if (searchText !== null) message = clearHref ? t('noMatchSearchFiltered', { text: searchText }) : t('noMatchSearch', { text: searchText });
  else message = t('noMatchFilters');
  const offered = searchText !== null ? suggestions : [];
  return (
    <div className={styles.noResults}>
      <p className={styles.noResultsTitle}>{message}</p>
      {searchText !== null && !clearHref ? <p>{t('noMatchSpelling')}</p> : null}
      {clearHref ? (
        <Link href={clearHref} className="button button-secondary">
          {t('clearFilters')}
        </Link>
      ) : null}
      {offered.length > 0 ? (
        <nav aria-labelledby="no-results-suggestions" className={styles.suggestions}>
          <h2 id="no-results-suggestions" className={styles.suggestionsTitle}>
            {t('searchSuggestions')}
          </h2>
          <ul>
            {offered.map((text) => (
              <li key={text}>
                <Link href={searchHref(text)}>{text}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
