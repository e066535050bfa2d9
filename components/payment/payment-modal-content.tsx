'use client';
// The body of the payment modal host: one of the payment modals (docs/product/screens-and-routes.md), with what their
// buttons do. Loaded on the first open, with the polling code, so pages do not carry them.
import { usePathname, useRouter } from '@/i18n/navigation';
import { closePaymentModal, confirmPayment, PaymentStatusPoller } from './payment-flow';
import type { PaymentModal } from './payment-modals';
import { PaymentErrorModal } from './payment-error-modal';
import { PaymentSuccessModal } from './payment-success-modal';
import { ProcessingModal } from './processing-modal';
import { TopUpSuccessModal } from './top-up-success-modal';

/** Pages whose work is done once the order is paid: closing the success modal there goes to the index (docs/product/order-states.md). */
const LEAVE_AFTER_SUCCESS = ['/checkout'];

const isCheckout = (pathname: string) => LEAVE_AFTER_SUCCESS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/** The open modal, if any, and the confirmation flow's poller while it follows a payment. */
export function PaymentModalContent({ modal }: { modal: PaymentModal | null }) {
  return (
    <>
      <PaymentStatusPoller />
      {modal && <PaymentModalView modal={modal} />}
    </>
  );
}

function PaymentModalView({ modal }: { modal: PaymentModal }) {
  const router = useRouter();
  const pathname = usePathname();
  switch (modal.kind) {
    case 'processing':
      return (
        <ProcessingModal
          orderId={modal.orderId}
          phase={modal.phase}
          unreachable={modal.unreachable}
          onCheckAgain={() => confirmPayment({ orderId: modal.orderId, kind: modal.payment })}
          onClose={closePaymentModal}
        />
      );
    case 'success':
      return (
        <PaymentSuccessModal
          orderId={modal.orderId}
          codes={modal.codes}
          onClose={(how) => {
            closePaymentModal();
            if (how === 'dismiss' && isCheckout(pathname)) {
              router.replace('/');
            }
          }}
        />
      );
    case 'top-up-success':
      return <TopUpSuccessModal balance={modal.balance} onClose={closePaymentModal} />;
    case 'error':
      return (
        <PaymentErrorModal
          orderId={modal.orderId}
          reason={modal.reason}
          method={modal.method}
          message={modal.message}
          notFound={modal.notFound}
          refunded={modal.refunded ?? null}
          onTryAgain={() => {
            closePaymentModal();
            // On the checkout everything entered is still there and paying again pays the same
            // order (its Idempotency-Key is kept for the basket): trying again is staying.
            if (!isCheckout(pathname)) router.push('/');
          }}
          onClose={closePaymentModal}
        />
      );
  }
}
