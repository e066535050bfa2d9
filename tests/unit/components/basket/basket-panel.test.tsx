// The basket panel's lines and controls, its count and total, the empty state and checkout for a
// guest (the login modal) and a signed-in shopper (the queue sent first, then /checkout).
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BasketPanel } from '@/components/basket/basket-panel';
import { basketStore } from '@/lib/basket/basket-store';
import type { Category } from '@/lib/types/catalogue';
import { fakeShop, product, renderBasket, resetBasketPage, signIn, storedBasket, storedQueue } from '../../support/basket-harness';
import { pushed } from '../../support/navigation-mock';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));

const catalogue = [product(1, { name: 'Steam Wallet 50 BRL', price: 1250 }), product(2, { name: 'PSN 20 EUR', price: 2000, in_stock: 2 })];

function guestWith(...entries: [number, number][]) {
  window.localStorage.setItem(
    'basket',
    JSON.stringify(entries.map(([id, quantity]) => ({ ...catalogue.find((entry) => entry.id === id)!, pivot: { quantity } }))),
  );
  act(() => {
    basketStore.setLocale('en');
    basketStore.setAccount({ kind: 'guest' });
  });
}

function renderPanel(categories: Category[] = [], locale: 'en' | 'ru' = 'en') {
  return renderBasket(<BasketPanel open onOpenChange={jest.fn()} categories={categories} />, locale);
}

afterEach(() => {
  resetBasketPage();
  pushed.length = 0;
});

describe('a guest', () => {
  it('shows each line with its cover, name, price and quantity, the count and the total', () => {
    fakeShop({ catalogue });
    guestWith([1, 2], [2, 1]);
    renderPanel();
    const panel = screen.getByRole('dialog', { name: 'Basket' });
    const [first, second] = within(panel).getAllByRole('listitem');
    expect(first!.querySelector('img')).toHaveAttribute('src', '/media/covers/1.svg');
    expect(within(first!).getByRole('link', { name: 'Steam Wallet 50 BRL' })).toHaveAttribute('href', '/product/1');
    expect(first).toHaveTextContent('€12.50');
    expect(within(first!).getByRole('group', { name: 'Quantity of Steam Wallet 50 BRL' })).toHaveTextContent('2');
    expect(second).toHaveTextContent('€20.00');
    expect(within(panel).getByText('3 items')).toBeInTheDocument();
    expect(within(panel).getByText('€45.00')).toBeInTheDocument();
  });

  it.each([
    ['pt-BR', { currency: 'BRL', rate: '6.2001' }, 'aproximadamente ≈ R$ 279,00', /valor exato aparece no pagamento/],
    ['hi', { currency: 'INR', rate: '98.4537' }, 'लगभग ≈ ₹4,430.42', /सटीक राशि भुगतान से पहले चेकआउट में दिखेगी/],
  ] as const)('on a %s page gives the total approximately in the local currency, and says the checkout has the exact amount', (locale, localRate, approximate, note) => {
    fakeShop({ catalogue });
    guestWith([1, 2], [2, 1]);
    renderBasket(<BasketPanel open onOpenChange={jest.fn()} categories={[]} localRate={localRate} />, locale);
    const panel = screen.getByRole('dialog');
    // €45.00 × 6.2001 = R$ 279.0045; × 98.4537 = ₹4 430.4165: rounded half up to centavos and paise.
    expect(within(panel).getByText('≈', { exact: false }).parentElement).toHaveTextContent(approximate);
    expect(within(panel).getByText(note)).toBeInTheDocument();
  });

  it('shows no approximate total without a rate (English and Russian pages)', () => {
    fakeShop({ catalogue });
    guestWith([1, 1]);
    renderPanel();
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
  });

  it('changes quantities with − and +, removes at 0 and with the remove button, and stores each change', async () => {
    fakeShop({ catalogue });
    guestWith([1, 1], [2, 1]);
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Increase the quantity of PSN 20 EUR' }));
    expect(screen.getByRole('group', { name: 'Quantity of PSN 20 EUR' })).toHaveTextContent('2');
    // Two in stock: + stops there.
    expect(screen.getByRole('button', { name: 'Increase the quantity of PSN 20 EUR' })).toBeDisabled();
    expect(storedBasket()).toEqual([expect.objectContaining({ id: 1, pivot: { quantity: 1 } }), expect.objectContaining({ id: 2, pivot: { quantity: 2 } })]);

    await userEvent.click(screen.getByRole('button', { name: 'Decrease the quantity of Steam Wallet 50 BRL' }));
    expect(screen.queryByRole('link', { name: 'Steam Wallet 50 BRL' })).not.toBeInTheDocument();
    // Focus stays in the panel, on the list, not lost with the removed line.
    expect(screen.getByRole('list', { name: 'Products in the basket' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Remove PSN 20 EUR from the basket' }));
    expect(screen.getByText('Your basket is empty')).toBeInTheDocument();
    expect(window.localStorage.getItem('basket')).toBeNull();
  });

  it('shows the empty state with the categories and a way back', () => {
    fakeShop({ catalogue });
    act(() => basketStore.setAccount({ kind: 'guest' }));
    renderPanel([{ id: 1, name: 'Steam', slug: 'steam', iconPath: 'M0 0h24v24H0z' }], 'ru');
    expect(screen.getByText('Ваша корзина пуста')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Steam' })).toHaveAttribute('href', '/category/steam');
    expect(screen.getByRole('link', { name: 'Вернуться в каталог' })).toHaveAttribute('href', '/');
  });

  it('is asked to log in at checkout, and nothing is sent', async () => {
    const shop = fakeShop({ catalogue });
    guestWith([1, 1]);
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    // After logging in (or signing up) the shopper comes back to checkout, not to the cabinet.
    expect(screen.getByTestId('account-modal')).toHaveTextContent('auth:login next:/checkout');
    expect(pushed).toEqual([]);
    expect(shop.calls).toEqual([]);
  });
});

describe('a signed-in shopper', () => {
  it('sees the server basket, and checkout sends the queue before going to /checkout', async () => {
    const shop = fakeShop({ catalogue, lines: [[1, 1]] });
    await signIn();
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Increase the quantity of Steam Wallet 50 BRL' }));
    expect(screen.getByRole('group', { name: 'Quantity of Steam Wallet 50 BRL' })).toHaveTextContent('2');
    expect(storedQueue()).toEqual([{ id: 1, type: 'increase', count: 1 }]);
    expect(shop.callsTo('PATCH /api/basket')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(shop.callsTo('PATCH /api/basket')).toHaveLength(1);
    expect(shop.lines()).toEqual([[1, 2]]);
    expect(pushed).toEqual(['/checkout']);
    expect(screen.queryByTestId('account-modal')).not.toBeInTheDocument();
  });

  it('stays when the queue cannot be sent before checkout, keeping every change', async () => {
    const shop = fakeShop({ catalogue, lines: [[1, 1]] });
    await signIn();
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Increase the quantity of Steam Wallet 50 BRL' }));
    shop.failNext('PATCH /api/basket', 'offline');
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(pushed).toEqual([]);
    expect(screen.getByText(/No connection: your basket has to be saved before checkout/)).toBeInTheDocument();
    expect(screen.getByText(/your changes are kept on this device/)).toBeInTheDocument();
    expect(storedQueue()).toEqual([{ id: 1, type: 'increase', count: 1 }]);
    expect(screen.getByRole('group', { name: 'Quantity of Steam Wallet 50 BRL' })).toHaveTextContent('2');
  });

  it('offers to log in again when the session has ended', async () => {
    const shop = fakeShop({ catalogue, lines: [[1, 1]] });
    await signIn();
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Steam Wallet 50 BRL from the basket' }));
    shop.failNext('PATCH /api/basket', { status: 401, body: { message: 'Unauthenticated.' } });
    await act(async () => {
      await basketStore.flush();
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your session has ended.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Log in' }));
    expect(screen.getByTestId('account-modal')).toHaveTextContent('auth:login');
  });

  it('says when the basket cannot be loaded, and loads it again on request', async () => {
    const shop = fakeShop({ catalogue, lines: [[1, 1]] });
    shop.failNext('GET /api/basket', { status: 503 });
    const reload = jest.fn();
    await act(async () => {
      basketStore.setAccount({ kind: 'signed-in', userId: 7 });
      basketStore.connect({ reload });
      await basketStore.loadServerBasket(7).catch(() => null);
    });
    renderPanel();
    expect(screen.getByText('Your basket could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('the login merge', () => {
  it.each([
    ['en', 'PSN 20 EUR is no longer available (sold out), so it could not be kept in your basket.', 'OK'],
    ['ru', 'Товар PSN 20 EUR больше недоступен (закончился), поэтому его нет в вашей корзине.', 'Понятно'],
  ] as const)('names a product it dropped because it sold out (%s)', async (locale, text, dismiss) => {
    // In the guest basket while it was there; sold out by the time the shopper logs in.
    fakeShop({ catalogue: [catalogue[0]!, { ...catalogue[1]!, in_stock: 0 }] });
    guestWith([1, 1], [2, 1]);
    await signIn();
    renderPanel([], locale);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(text);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(within(notice).getByRole('button', { name: dismiss }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names several in one sentence', async () => {
    fakeShop({ catalogue: [product(1, { in_stock: 0, name: 'Xbox 10' }), product(2, { in_stock: 0, name: 'PSN 5' }), product(3)] });
    window.localStorage.setItem('basket', JSON.stringify([product(1, { name: 'Xbox 10' }), product(2, { name: 'PSN 5' }), product(3)]));
    await signIn();
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Xbox 10 and PSN 5 are no longer available (sold out), so they could not be kept in your basket.');
  });
});
