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
      {upi ? (
        <QrPaymentStep
          orderId={order.id}
          method="upi"
          amount={order.total}
          charge={charge}
          qrText={upi}
          qrLabel={checkout('upiQrLabel', { order: order.id })}
          title={checkout('upiQrTitle')}
          instructions={checkout('upiQrText')}
          onSettled={onSettled}
          onRestart={onRestart}
        >
          <a className="button" href={upi}>
            {checkout('openUpiApp')}
          </a>
        </QrPaymentStep>
      ) : (
        <QrPaymentStep
          orderId={order.id}
          method="pix"
          amount={order.total}
          charge={charge}
          qrText={payload}
          qrLabel={checkout('pixQrLabel', { order: order.id })}
          title={checkout('pixQrTitle')}
          instructions={checkout('pixQrText')}
          onSettled={onSettled}
          onRestart={onRestart}
        >
          <CopyField label={checkout('pixCode')} value={payload} />
        </QrPaymentStep>
      )}
    </div>
  );
}
