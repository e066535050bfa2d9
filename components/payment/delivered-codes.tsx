'use client';
// The codes a paid order delivered, each with a copy button (the cabinet's CopyCodeButton): in the
// success modal and on /payment-confirm/{orderId}.
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { CopyCodeButton } from '@/components/ui/copy-code-button';
import styles from './payment.module.css';

export interface DeliveredCode {
  /** A purchase id: one entry per code, even for two codes of one product. */
  id: number;
  name: string;
  code: string;
}

export function DeliveredCodes({ codes, headingLevel = 'h3' }: { codes: DeliveredCode[]; headingLevel?: 'h2' | 'h3' }) {
  const t = useTranslations('Payment');
  const headingId = useId();
  const Heading = headingLevel;
  return (
    <>
      <Heading id={headingId} className={styles.codesTitle}>
        {t('codesTitle')}
      </Heading>
      <ul className={styles.codes} aria-labelledby={headingId}>
        {codes.map((entry) => (
          <li key={entry.id} className={styles.code}>
            <p className={styles.codeName}>{entry.name}</p>
            <div className={styles.codeValue}>
              <code>{entry.code}</code>
              <CopyCodeButton code={entry.code} productName={entry.name} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
