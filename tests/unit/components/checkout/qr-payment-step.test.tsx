import '../../support/text-encoding';
import { screen } from '@testing-library/react';
import { QrPaymentStep } from '@/components/checkout/qr-payment-step';
import { useOrderWatch } from '@/components/checkout/use-order-watch';
import en from '@/messages/en.json';
import { renderWithIntl } from '../../support/render';

jest.mock('@/components/checkout/use-order-watch', () => ({
  useOrderWatch: jest.fn(() => ({ watch: { phase: 'waiting', checking: false, notYet: false }, checkNow: jest.fn(), watchAgain: jest.fn() })),
}));

const order = { id: 'ord-7', amount: 1250, charge: null, qrText: 'text the QR carries' };

it.each(['pix', 'upi'] as const)('words the %s step for its method and watches the order as paid by it', (method) => {
  renderWithIntl(
    <QrPaymentStep order={order} method={method} onSettled={jest.fn()} onRestart={jest.fn()}>
      <p>under the QR</p>
    </QrPaymentStep>,
  );
  const texts = en.Checkout;
  expect(screen.getByRole('heading', { name: texts[`${method}QrTitle`] })).toBeInTheDocument();
  expect(screen.getByText(texts[`${method}QrText`])).toBeInTheDocument();
  expect(screen.getByRole('img', { name: texts[`${method}QrLabel`].replace('{order}', 'ord-7') })).toBeInTheDocument();
  expect(screen.getByText('under the QR')).toBeInTheDocument();
  expect(screen.getByText('ord-7')).toBeInTheDocument();
  expect(jest.mocked(useOrderWatch)).toHaveBeenCalledWith('ord-7', method);
});
