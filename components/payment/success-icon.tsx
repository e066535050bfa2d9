// The tick of the payment and top-up success modals (decorative: the title says it).
import styles from './payment.module.css';

export function SuccessIcon() {
  return (
    <svg className={styles.icon} width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.12" />
      <path d="M7.5 12.5l3 3 6-7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
