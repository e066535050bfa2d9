// Pix in reais and UPI in rupees at checkout (docs/payments-contract.md "Charges in reais and
// rupees"): before the form is sent the screen shows the euro total, the converted amount, the rate
// and until when the amount holds, in the page's language; the quote is asked again when its hold
// runs out and when the basket changes; the order is created on the quote shown, and a quote the
// provider no longer accepts comes back with the new amount to check, nothing typed lost.
import '../../support/text-encoding';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { basketStore } from '@/lib/basket/basket-store';
import { formatTime } from '@/lib/i18n/format';
import { paymentApi } from '@/lib/client/payment';
import {
  answerQuotesAndResetAfterEachTest,
  failed,
  openCheckout,
  pixCreated,
  QUOTE_ID,
  quoted,
  quoteOf,
  shopWithBasket,
  status,
  upiCreated,
} from '../../support/checkout-harness';
import type { PaymentClientMocks } from '../../support/payment-client-mocks';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));
jest.mock('@/lib/client/payment', () => jest.requireActual<PaymentClientMocks>('../../support/payment-client-mocks').checkoutPaymentClient());
jest.mock('@/components/payment/payment-flow', () => ({ confirmPayment: jest.fn(), showPaymentError: jest.fn() }));
jest.mock('@/components/payment/card-modal', () => ({ CardModal: () => null }));

const api = jest.mocked(paymentApi);
const CPF = '52998224725';
const NEW_QUOTE_ID = 'N1E2W3Q4U5O6T7E8I9D0';
/** Intl's narrow and ordinary no-break spaces, as plain spaces. */
const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? '';

answerQuotesAndResetAfterEachTest();

beforeEach(() => {
  api.status.mockResolvedValue(status('init'));
});


type User = ReturnType<typeof userEvent.setup>;

/** The figures of the amount box, term → value, with plain spaces. */
function chargeFigures(box: HTMLElement): Record<string, string> {
  return Object.fromEntries(within(box).getAllByRole('term').map((term) => [plain(term.textContent), plain(term.nextElementSibling?.textContent)]));
}

async function fillPix(user: User) {
  const form = screen.getByRole('form', { name: 'Pay with Pix' });
  await user.type(within(form).getByRole('textbox', { name: 'First name' }), 'Maria');
  await user.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Silva');
  await user.type(within(form).getByRole('textbox', { name: 'CPF' }), CPF);
  return form;
}

describe('the amount in reais or rupees before paying', () => {
  it('Pix (en): the euro total, the reais, the rate and the time the price holds; asked only once Pix is chosen', async () => {
    const user = userEvent.setup();
    shopWithBasket();
    await openCheckout();
    expect(api.quote).not.toHaveBeenCalled();
    const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
    api.quote.mockResolvedValueOnce(quoted('BRL', { expires_at: expiresAt }));

    await user.click(screen.getByRole('radio', { name: 'Pix' }));
    const box = await screen.findByRole('region', { name: 'Paid in Brazilian reais' });
    await waitFor(() => expect(chargeFigures(box)).toEqual({ 'Order total': '€40.00', 'You pay in reais': 'R$248.00' }));
    expect(api.quote).toHaveBeenCalledWith('en', 'BRL');
    expect(within(box).getByText('Exchange rate: €1 = R$6.2001')).toBeInTheDocument();
    expect(within(box).getByText(`This amount is held until ${formatTime(expiresAt, 'en')}.`)).toBeInTheDocument();
    expect(within(box).getByText(/held until \d{1,2}:\d{2}\s?[AP]M\.$/)).toBeInTheDocument();
  });

  it('UPI (pt-BR): the rupees and the rate written the Brazilian way', async () => {
    const user = userEvent.setup();
    shopWithBasket();
    await openCheckout({ locale: 'pt-BR' });
    await user.click(screen.getByRole('radio', { name: 'UPI' }));
    const box = await screen.findByRole('region', { name: 'Pagamento em rúpias indianas' });
    await waitFor(() => expect(chargeFigures(box)).toEqual({ 'Total do pedido': '€ 40,00', 'Você paga em rúpias': '₹ 3.938,15' }));
    expect(api.quote).toHaveBeenCalledWith('pt-BR', 'INR');
    expect(plain(within(box).getByText(/^Câmbio/).textContent)).toBe('Câmbio: € 1 = ₹ 98,4537');
    expect(within(box).getByText(/^Este valor fica garantido até \d{2}:\d{2}\.$/)).toBeInTheDocument();
  });

  it('asks again when the hold runs out and shows the new amount', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    shopWithBasket();
    await openCheckout();
    api.quote
      .mockResolvedValueOnce(quoted('BRL', { expires_at: new Date(Date.now() + 60_000).toISOString() }))
      .mockResolvedValueOnce(quoted('BRL', { id: NEW_QUOTE_ID, rate: '6.5', amount: 26_000 }));
    await user.click(screen.getByRole('radio', { name: 'Pix' }));
    const box = await screen.findByRole('region', { name: 'Paid in Brazilian reais' });
    await waitFor(() => expect(chargeFigures(box)['You pay in reais']).toBe('R$248.00'));

    await act(async () => {
      await jest.advanceTimersByTimeAsync(59_000);
    });
    expect(api.quote).toHaveBeenCalledTimes(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2_000);
    });
    expect(api.quote).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(chargeFigures(box)['You pay in reais']).toBe('R$260.00'));
    expect(within(box).getByText('Exchange rate: €1 = R$6.50')).toBeInTheDocument();

    // The order goes on the quote shown now.
    api.createPixOrder.mockResolvedValue(pixCreated());
    const form = await fillPix(user);
    await user.click(within(form).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(api.createPixOrder).toHaveBeenCalledWith('en', expect.objectContaining({ quote_id: NEW_QUOTE_ID }), expect.any(String)));
  });

  it('a basket change: the amount is marked as updating, Pay waits for the new one, then goes on it', async () => {
    const user = userEvent.setup();
    shopWithBasket();
    await openCheckout();
    await user.click(screen.getByRole('radio', { name: 'Pix' }));
    const box = await screen.findByRole('region', { name: 'Paid in Brazilian reais' });
    await waitFor(() => expect(chargeFigures(box)['You pay in reais']).toBe('R$248.00'));
    const form = await fillPix(user);

    // One 20 € card less: the 20 € basket is quoted anew once the change is saved.
    api.quote.mockResolvedValue(quoted('BRL', { id: NEW_QUOTE_ID, total: 2000, amount: 12_400 }));
    act(() => basketStore.remove(2));
    expect(within(box).getByRole('status')).toHaveTextContent('Updating the amount…');
    expect(api.quote).toHaveBeenCalledTimes(1);

    // Pay saves the basket first; the amount on screen was for the old basket, so nothing is created yet.
    await user.click(within(form).getByRole('button', { name: 'Pay' }));
    expect(await within(form).findByText('Wait until the amount to pay is shown above, then press Pay.')).toHaveAttribute('role', 'alert');
    expect(api.createPixOrder).not.toHaveBeenCalled();
    await waitFor(() => expect(chargeFigures(box)).toEqual({ 'Order total': '€20.00', 'You pay in reais': 'R$124.00' }));
    expect(api.quote).toHaveBeenCalledTimes(2);

    api.createPixOrder.mockResolvedValue(pixCreated());
    await user.click(within(form).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(api.createPixOrder).toHaveBeenCalledWith('en', expect.objectContaining({ quote_id: NEW_QUOTE_ID }), expect.any(String)));
  });

  it('a quote the provider no longer takes: the new amount is shown with a word to check it, what was typed kept', async () => {
    const user = userEvent.setup();
    shopWithBasket();
    await openCheckout({ locale: 'ru' });
    await user.click(screen.getByRole('radio', { name: 'UPI' }));
    const box = await screen.findByRole('region', { name: 'Оплата в индийских рупиях' });
    await waitFor(() => expect(chargeFigures(box)['К оплате в рупиях']).toBe('3 938,15 ₹'));
    const form = screen.getByRole('form', { name: 'Оплата через UPI' });
    const values: Array<[string, string]> = [
      ['Имя', 'Aarav'],
      ['Номер счёта', '123456789012'],
      ['E-mail', 'aarav@example.in'],
      ['Телефон', '+919876543210'],
      ['Адрес', '12 MG Road'],
      ['Почтовый индекс (PIN)', '560001'],
    ];
    for (const [name, value] of values) await user.type(within(form).getByRole('textbox', { name }), value);

    const changed = quoteOf('INR', { id: NEW_QUOTE_ID, rate: '99.1', amount: 396_400 });
    api.createUpiOrder.mockResolvedValueOnce(failed(409, 'Сумма к оплате изменилась', { quote_id: ['Сумма к оплате изменилась'] }, { quote: changed }));
    await user.click(within(form).getByRole('button', { name: 'Оплатить' }));
    expect(await within(form).findByText('Сумма к оплате изменилась. Проверьте новую сумму выше и снова нажмите «Оплатить».')).toHaveAttribute('role', 'alert');
    expect(chargeFigures(box)['К оплате в рупиях']).toBe('3 964,00 ₹');
    expect(plain(within(box).getByText(/^Курс/).textContent)).toBe('Курс: 1 € = 99,10 ₹');
    for (const [name, value] of values.slice(0, 2)) expect(within(form).getByRole('textbox', { name })).toHaveValue(value);

    api.createUpiOrder.mockResolvedValueOnce(upiCreated());
    await user.click(within(form).getByRole('button', { name: 'Оплатить' }));
    await screen.findByRole('link', { name: 'Открыть в приложении UPI' });
    const [first, second] = api.createUpiOrder.mock.calls;
    expect(first![1]).toMatchObject({ quote_id: QUOTE_ID });
    expect(second![1]).toMatchObject({ quote_id: NEW_QUOTE_ID });
    // The waiting step says what is charged in rupees.
    expect(plain(screen.getByText('Сумма').nextSibling?.textContent)).toBe('3 544,33 ₹');
  });

  it('a quote that could not be had: said with a retry, and Pay creates nothing meanwhile', async () => {
    const user = userEvent.setup();
    shopWithBasket();
    await openCheckout();
    api.quote.mockResolvedValueOnce(failed(0));
    await user.click(screen.getByRole('radio', { name: 'Pix' }));
    const box = await screen.findByRole('region', { name: 'Paid in Brazilian reais' });
    const alert = await within(box).findByRole('alert');
    expect(alert).toHaveTextContent('The amount to pay could not be calculated.');

    const form = await fillPix(user);
    await user.click(within(form).getByRole('button', { name: 'Pay' }));
    expect(await within(form).findByText('Wait until the amount to pay is shown above, then press Pay.')).toHaveAttribute('role', 'alert');
    expect(api.createPixOrder).not.toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(chargeFigures(box)['You pay in reais']).toBe('R$248.00'));
    expect(within(box).queryByRole('alert')).not.toBeInTheDocument();
  });
});
