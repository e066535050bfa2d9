'use client';
// A Pix or UPI order paid again from the history: when the rate moved and the order's quote had
// expired, the new amount beside the old one first; then the checkout's own QR step (the code, the
// order number, the amount in reais or rupees beside the euro total, and the wait for the payment).
import { useLocale, useTranslations } from 'next-intl';
import { CopyField } from '@/components/checkout/copy-field';
import { QrPaymentStep } from '@/components/checkout/qr-payment-step';
import { formatPrice } from '@/lib/i18n/format';
import type { PayAgain } from '@/lib/orders/schemas';
import type { OrderStatus } from '@/lib/types/payment';
import styles from './orders.module.css';

interface QrAgainProps {
  answer: PayAgain;
  onSettled: (status: Exclude<OrderStatus, 'init'>) => void;
  onRestart: () => void;
}

export function QrAgain({ answer, onSettled, onRestart }: QrAgainProps) {
  const t = useTranslations('Orders');
  const checkout = useTranslations('Checkout');
  const locale = useLocale();
  const { order, previous_charge: previous } = answer;
  const charge = order.charge!;
  const upi = charge.currency === 'INR' && answer.upi ? answer.upi.link : null;
  const payload = answer.qr?.payload ?? '';
  const method = upi ? 'upi' : 'pix';
  return (
    <div className={styles.payment}>
      {answer.requoted && previous ? (
        <p className={styles.notice} role="status">
          {t('rateChanged', {
            amount: formatPrice(charge.amount, locale, charge.currency),
            previous: formatPrice(previous.amount, locale, previous.currency),
          })}
        </p>
      ) : null}
      <QrPaymentStep
        key={method}
        order={{ id: order.id, amount: order.total, charge, qrText: upi ?? payload }}
        method={method}
        onSettled={onSettled}
        onRestart={onRestart}
      >
        {upi ? (
          <a className="button" href={upi}>
            {checkout('openUpiApp')}
          </a>
        ) : (
          <CopyField label={checkout('pixCode')} value={payload} />
        )}
      </QrPaymentStep>
    </div>
  );
}
