// A card's rating: the product page's stars at a card's size, the average and the number of reviews
// ("★★★★½ 4,5 (12)"), read as one phrase ("4,5 de 5, 12 avaliações"). From the listing's own data
// (the provider's cards carry it); no hooks beyond next-intl's, so it renders on the server and in
// the browser alike, like the card.
import { useLocale, useTranslations } from 'next-intl';
import { Stars } from '@/components/product/rating-stars';
import { formatRating } from '@/lib/i18n/format';
import type { ProductSummary } from '@/lib/types/catalogue';
import styles from './card-rating.module.css';

export function CardRating({ rating }: { rating: NonNullable<ProductSummary['rating']> }) {
  const t = useTranslations('Ratings');
  const locale = useLocale();
  const average = formatRating(rating.average, locale);
  return (
    <p className={styles.rating}>
      <Stars rating={rating.average} label={t('summary', { rating: average, count: rating.count })} className={styles.stars} />
      <span aria-hidden="true">{t('short', { rating: average, reviews: rating.count })}</span>
    </p>
  );
}
