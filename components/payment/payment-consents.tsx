'use client';
// The two consents every payment needs (docs/product/validation.md): the privacy
// policy with the public offer, and the non-refundable policy. The documents open in a new tab in
// the shopper's language, so the modal keeps what was typed.
import { useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import { Link } from '@/i18n/navigation';
import styles from './card-modal.module.css';

export interface Consents {
  privacy: boolean;
  noRefund: boolean;
}

export function bothConsentsGiven(consents: Consents): boolean {
  return consents.privacy && consents.noRefund;
}

function documentLink(href: string) {
  return function DocumentLink(chunks: ReactNode) {
    return (
      <Link href={href} target="_blank" rel="noopener">
        {chunks}
      </Link>
    );
  };
}

interface PaymentConsentsProps {
  value: Consents;
  onChange: (value: Consents) => void;
}

export function PaymentConsents({ value, onChange }: PaymentConsentsProps) {
  const t = useTranslations('CardPayment');
  const privacyId = useId();
  const noRefundId = useId();
  return (
    <div className={styles.consents}>
      <div className={styles.checkboxRow}>
        <input
          id={privacyId}
          type="checkbox"
          className={styles.checkbox}
          checked={value.privacy}
          onChange={(event) => onChange({ ...value, privacy: event.target.checked })}
          required
        />
        <label htmlFor={privacyId}>
          {t.rich('consentPrivacy', { privacy: documentLink('/privacy'), offer: documentLink('/contract-offer') })}
        </label>
      </div>
      <div className={styles.checkboxRow}>
        <input
          id={noRefundId}
          type="checkbox"
          className={styles.checkbox}
          checked={value.noRefund}
          onChange={(event) => onChange({ ...value, noRefund: event.target.checked })}
          required
        />
        <label htmlFor={noRefundId}>{t.rich('consentNoRefund', { refund: documentLink('/terms-and-conditions') })}</label>
      </div>
    </div>
  );
}
