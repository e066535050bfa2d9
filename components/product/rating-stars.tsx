// A rating as five stars with its number for screen readers ("Rated 4.5 out of 5"). Stars alone take
// the words from their caller (a product card says the count too, in its own namespace).
import { useTranslations } from 'next-intl';
import styles from './rating-stars.module.css';

export function Stars({ rating, label, className }: { rating: number; label: string; className?: string }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span className={className ? `${styles.stars} ${className}` : styles.stars} role="img" aria-label={label}>
      <span aria-hidden="true" className={styles.starsEmpty}>★★★★★</span>
      <span aria-hidden="true" className={styles.starsFull} style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}

export function RatingStars({ rating, label }: { rating: number; label?: string }) {
  const t = useTranslations('Product');
  return <Stars rating={rating} label={label ?? t('rating', { rating })} />;
}
