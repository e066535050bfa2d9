// The order history's screen (components/orders/) against a BFF stand-in: orders with their date,
// items, amounts (euros and, for Pix/UPI, reais or rupees), method, status and codes, written for the
// page's language; the empty state; loading failures with a retry; pages; cancelling after a
// confirmation (and its refusal); paying a Pix order again with its new amount, and a failure to.
import '../../support/text-encoding';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import ptBR from '@/messages/pt-BR.json';
import { OrdersScreen } from '@/components/orders/orders-screen';
import { formatDate, formatPrice } from '@/lib/i18n/format';
import { buildBrCode } from '@/lib/payment/br-code';
import { type BffCall, mockBff, renderAccount, resetAccountState, user } from '../../support/account-harness';
import { pushed } from '../../support/navigation-mock';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));
jest.mock('@/components/payment/card-modal', () => ({ CardModal: () => null }));

afterEach(() => {
  resetAccountState();
  pushed.length = 0;
});

const PIX_ID = 'PIXORDER000000000001';
const PAID_ID = 'PAIDORDER00000000002';
const BRL = { currency: 'BRL', amount: 17_559, rate: '6.2001', quoted_at: '2026-05-01T09:59:00.000Z' };

function order(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    type: 'purchase',
    status: 'init',
    method: 'pix',
    reason: null,
    subtotal: 2832,
    total: 2832,
    promo: null,
    replenishment: null,
    items: [{ product_id: 7, name: 'Steam Wallet 7', price: 1416, quantity: 2, paid: 2832, cover_path: '/media/covers/7.svg' }],
    codes: null,
    card: null,
    charge: BRL,
    created_at: '2026-05-01T10:00:00.000Z',
    paid_at: null,
    cancelled_at: null,
    charge_expires_at: '2026-05-01T10:14:00.000Z',
    ...overrides,
  };
}
const paid = order(PAID_ID, {
  status: 'paid',
  method: 'card',
  charge: null,
  charge_expires_at: null,
  card: { brand: 'Visa', last4: '4242' },
  codes: [{ purchase_id: 1, product_id: 7, name: 'Steam Wallet 7', code: 'AAAA-BBBB-CCCC' }],
  paid_at: '2026-05-01T10:01:00.000Z',
});
const page = (orders: unknown[], extra: Record<string, unknown> = {}) => ({ status: 200, body: { orders, page: 1, per_page: 10, total: orders.length, pages: 1, ...extra } });
const brCode = (amount: number) =>
  buildBrCode({ key: 'pix@reference-provider.example', merchantName: 'Reference Provider', merchantCity: 'Sao Paulo', amountCents: amount, txid: PIX_ID, singleUse: true });
/** As the DOM queries read text: every space (the currencies' no-break ones too) a plain space. */
const plain = (text: string) => text.replace(/\s/g, ' ');
const listCalls = (calls: BffCall[]) => calls.filter((call) => call.method === 'GET' && call.path === '/api/orders');

describe('the list', () => {
  it('shows each order’s number, date, status, method, items, total, charge in reais and a paid order’s codes, in the page’s language', async () => {
    mockBff({ 'GET /api/user': { status: 200, body: { user } }, 'GET /api/orders': page([order(PIX_ID), paid]) });
    renderAccount(<OrdersScreen knownUser={user} />, 'pt-BR');
    const t = ptBR.Orders;
    const pix = (await screen.findByRole('heading', { name: `Pedido ${PIX_ID}` })).closest('li')!;
    expect(within(pix).getByText(t.statusAwaiting)).toBeInTheDocument();
    expect(within(pix).getByText(t.methodPix)).toBeInTheDocument();
    expect(within(pix).getByText(`Feito em ${formatDate('2026-05-01T10:00:00.000Z', 'pt-BR')}`, { exact: false })).toBeInTheDocument();
    expect(within(pix).getByText('Steam Wallet 7 — 2 un.')).toBeInTheDocument();
    expect(within(pix).getByText('Valor em reais')).toBeInTheDocument();
    expect(within(pix).getByText(plain(formatPrice(17_559, 'pt-BR', 'BRL')))).toBeInTheDocument();
    expect(within(pix).getAllByText(plain(formatPrice(2832, 'pt-BR'))).length).toBeGreaterThan(0);
    expect(within(pix).getByText('Câmbio: R$ 6,2001')).toBeInTheDocument();
    expect(within(pix).getByRole('button', { name: t.payAgain })).toBeInTheDocument();
    expect(within(pix).getByRole('button', { name: t.cancel })).toBeInTheDocument();

    const card = screen.getByRole('heading', { name: `Pedido ${PAID_ID}` }).closest('li')!;
    expect(within(card).getByText(t.statusPaid)).toBeInTheDocument();
    expect(within(card).getByText(t.methodCard)).toBeInTheDocument();
    expect(within(card).getByText('AAAA-BBBB-CCCC')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: t.payAgain })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: t.cancel })).not.toBeInTheDocument();
  });

  it('a cancelled order says so and offers nothing; a failed card order offers paying again', async () => {
    mockBff({
      'GET /api/orders': page([
        order(PIX_ID, { status: 'error', reason: 'cancelled', cancelled_at: '2026-05-01T10:05:00.000Z' }),
        order(PAID_ID, { status: 'error', reason: 'declined', method: 'card', charge: null, charge_expires_at: null }),
      ]),
    });
    renderAccount(<OrdersScreen knownUser={user} />, 'ru');
    const cancelled = (await screen.findByRole('heading', { name: `Заказ ${PIX_ID}` })).closest('li')!;
    expect(within(cancelled).getByText(ru.Orders.statusCancelled)).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
    const failed = screen.getByRole('heading', { name: `Заказ ${PAID_ID}` }).closest('li')!;
    expect(within(failed).getByText(ru.Orders.statusFailed)).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: ru.Orders.payAgain })).toBeInTheDocument();
  });

  it('an order whose payment went to the balance says so and how much, and offers nothing', async () => {
    mockBff({
      'GET /api/orders': page([
        order(PAID_ID, { status: 'error', reason: 'out_of_stock', method: 'card', charge: null, charge_expires_at: null, refunded: 2832 }),
      ]),
    });
    renderAccount(<OrdersScreen knownUser={user} />, 'pt-BR');
    const refunded = (await screen.findByRole('heading', { name: `Pedido ${PAID_ID}` })).closest('li')!;
    expect(within(refunded).getByText(ptBR.Orders.statusRefunded)).toBeInTheDocument();
    expect(within(refunded).getByText(ptBR.Payment.reasons.out_of_stock)).toBeInTheDocument();
    const amount = plain(formatPrice(2832, 'pt-BR'));
    expect(within(refunded).getByText((_, node) => node?.tagName === 'P' && plain(node.textContent ?? '') === plain(ptBR.Payment.refundedToBalance.replace('{amount}', amount)))).toBeInTheDocument();
    expect(within(refunded).queryByRole('button')).not.toBeInTheDocument();
  });

  it('no orders yet: says so, with a way to the catalogue', async () => {
    mockBff({ 'GET /api/orders': page([]) });
    renderAccount(<OrdersScreen knownUser={user} />);
    expect(await screen.findByText(en.Orders.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.Orders.emptyLink })).toHaveAttribute('href', '/');
  });

  it('a failed load says why and tries again on request', async () => {
    let fail = true;
    mockBff({ 'GET /api/orders': () => (fail ? 'offline' : page([paid])) });
    renderAccount(<OrdersScreen knownUser={user} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.Orders.unreachable);
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: en.Orders.retry }));
    expect(await screen.findByText('AAAA-BBBB-CCCC')).toBeInTheDocument();
  });

  it('a session that ended sends the shopper to log in, back here afterwards', async () => {
    mockBff({ 'GET /api/orders': { status: 401, body: { message: 'Unauthenticated' } } });
    renderAccount(<OrdersScreen knownUser={user} />);
    await waitFor(() => expect(pushed).toContain('/?auth=login&next=%2Fprofile%2Forders'));
  });

  it('pages: the next page is asked for and the pager says where the shopper is', async () => {
    const calls = mockBff({
      'GET /api/orders': (call) =>
        call.query.get('page') === '2' ? page([paid], { page: 2, total: 11, pages: 2 }) : page([order(PIX_ID)], { total: 11, pages: 2 }),
    });
    renderAccount(<OrdersScreen knownUser={user} />);
    const pager = await screen.findByRole('navigation', { name: en.Orders.pagination });
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: en.Orders.previous })).toBeDisabled();
    await userEvent.setup().click(within(pager).getByRole('button', { name: en.Orders.next }));
    expect(await screen.findByText('AAAA-BBBB-CCCC')).toBeInTheDocument();
    expect(within(pager).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(listCalls(calls).map((call) => call.query.get('page'))).toEqual(['1', '2']);
  });
});

describe('cancelling', () => {
  it('asks first; confirmed, cancels the order, says so and reads the list again', async () => {
    let cancelled = false;
    const calls = mockBff({
      'GET /api/orders': () => page([order(PIX_ID, cancelled ? { status: 'error', reason: 'cancelled', cancelled_at: '2026-05-01T10:05:00.000Z' } : {})]),
      [`POST /api/orders/${PIX_ID}/cancel`]: () => {
        cancelled = true;
        return { status: 200, body: { order: order(PIX_ID, { status: 'error', reason: 'cancelled', cancelled_at: '2026-05-01T10:05:00.000Z' }) } };
      },
    });
    const clicker = userEvent.setup();
    renderAccount(<OrdersScreen knownUser={user} />);
    await clicker.click(await screen.findByRole('button', { name: en.Orders.cancel }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel order ${PIX_ID}?` });
    await clicker.click(within(dialog).getByRole('button', { name: en.Orders.cancelKeep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await clicker.click(screen.getByRole('button', { name: en.Orders.cancel }));
    await clicker.click(within(await screen.findByRole('dialog')).getByRole('button', { name: en.Orders.cancelConfirm }));
    expect(await screen.findByText(`Order ${PIX_ID} was cancelled.`)).toBeInTheDocument();
    expect(await screen.findByText(en.Orders.statusCancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.Orders.payAgain })).not.toBeInTheDocument();
  });

  it('a refusal is said in the dialog in the shopper’s language', async () => {
    mockBff({
      'GET /api/orders': page([order(PIX_ID)]),
      [`POST /api/orders/${PIX_ID}/cancel`]: { status: 409, body: { message: 'Этот заказ уже оплачен' } },
    });
    const clicker = userEvent.setup();
    renderAccount(<OrdersScreen knownUser={user} />, 'ru');
    await clicker.click(await screen.findByRole('button', { name: ru.Orders.cancel }));
    const dialog = await screen.findByRole('dialog');
    await clicker.click(within(dialog).getByRole('button', { name: ru.Orders.cancelConfirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Этот заказ уже оплачен');
  });
});

describe('paying again', () => {
  it('a Pix order whose rate moved: the new amount beside the old, and its QR with the code to copy', async () => {
    const requoted = { ...BRL, amount: 18_408, rate: '6.5', quoted_at: '2026-05-01T11:00:00.000Z' };
    const calls = mockBff({
      'GET /api/orders': page([order(PIX_ID, { status: 'error', reason: 'declined' })]),
      [`POST /api/orders/${PIX_ID}/pay-again`]: {
        status: 200,
        body: { order: order(PIX_ID, { charge: requoted }), requoted: true, previous_charge: BRL, qr: { payload: brCode(18_408), image: null } },
      },
      'POST /api/payment/status': { status: 200, body: { order_id: PIX_ID, type: 'purchase', status: 'init', reason: null } },
    });
    renderAccount(<OrdersScreen knownUser={user} />, 'pt-BR');
    await userEvent.setup().click(await screen.findByRole('button', { name: ptBR.Orders.payAgain }));
    expect(
      await screen.findByText(plain(`O câmbio mudou desde que este pedido foi feito: agora ele custa ${formatPrice(18_408, 'pt-BR', 'BRL')} em vez de ${formatPrice(17_559, 'pt-BR', 'BRL')}.`)),
    ).toBeInTheDocument();
    expect(screen.getByDisplayValue(brCode(18_408))).toBeInTheDocument();
    expect(calls.find((call) => call.path === `/api/orders/${PIX_ID}/pay-again`)?.method).toBe('POST');
  });

  it('a failure to prepare the payment is said, and the button stays', async () => {
    mockBff({ 'GET /api/orders': page([order(PIX_ID)]), [`POST /api/orders/${PIX_ID}/pay-again`]: 'offline' });
    renderAccount(<OrdersScreen knownUser={user} />, 'en');
    const clicker = userEvent.setup();
    await clicker.click(await screen.findByRole('button', { name: en.Orders.payAgain }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.Orders.unreachable);
    expect(screen.getByRole('button', { name: en.Orders.payAgain })).toBeEnabled();
  });
});
