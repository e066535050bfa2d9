'use client';
// Scrolls back to the top and moves focus there, smoothly unless the shopper prefers less motion.
import styles from './footer.module.css';

export function GoTopButton({ label }: { label: string }) {
  function goTop() {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true });
  }
  return (
    <button type="button" className={styles.goTop} onClick={goTop}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 19V5M5 12l7-7 7 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
      </svg>
      {label}
    </button>
  );
}
