// A rating as five stars with its number for screen readers ("Rated 4.5 out of 5").
import { useTranslations } from 'next-intl';
import styles from './product-details.module.css';

export function RatingStars({ rating, label }: { rating: number; label?: string }) {
  const t = useTranslations('Product');
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span className={styles.stars} role="img" aria-label={label ?? t('rating', { rating })}>
      <span aria-hidden="true" className={styles.starsEmpty}>★★★★★</span>
      <span aria-hidden="true" className={styles.starsFull} style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
