// An approximate price in the shopper's own money beside the euros ("≈ R$ 40,24"): on Brazilian
// Portuguese pages in reais, on Hindi ones in rupees, at the rate the page was rendered with
// (lib/i18n/local-price.ts). Marked approximate for the eye (≈) and for screen readers (the word, in the
// page's language). No hooks beyond next-intl's: cards render it on the server and in the browser.
import { useLocale, useTranslations } from 'next-intl';
import { formatLocalPrice, type LocalRate } from '@/lib/i18n/local-price';
import styles from './local-price.module.css';

export function LocalPrice({ cents, rate, className }: { cents: number; rate: LocalRate | null | undefined; className?: string }) {
  const t = useTranslations('LocalPrice');
  const locale = useLocale();
  const amount = rate ? formatLocalPrice(cents, rate, locale) : null;
  if (amount === null) return null;
  return (
    <span className={className ? `${styles.localPrice} ${className}` : styles.localPrice}>
      <span className="visually-hidden">{`${t('approximately')} `}</span>
      <span aria-hidden="true">≈ </span>
      {amount}
    </span>
  );
}
