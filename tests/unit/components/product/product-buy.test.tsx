// The product page's buy box (components/product/product-buy.tsx): the quantity picker's bounds and
// accessible names, typed values brought into range and explained before anything is sent, "add to
// basket" with the picked quantity, and "buy now" for a guest (log in, back to checkout) and a
// signed-in shopper (straight to checkout, the other lines kept).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductBuy } from '@/components/product/product-buy';
import { ToastHost } from '@/components/ui/toast';
import { basketStore } from '@/lib/basket/basket-store';
import { fakeShop, product, renderBasket, resetBasketPage, signIn, storedBasket } from '../../support/basket-harness';
import { pushed } from '../../support/navigation-mock';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));

const catalogue = [product(1), product(2, { name: 'Steam Wallet 50 BRL', in_stock: 4 })];

function Page({ inStock = 4 }: { inStock?: number }) {
  return (
    <>
      <ProductBuy productId={2} productName="Steam Wallet 50 BRL" inStock={inStock} />
      <ToastHost />
    </>
  );
}

let events: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  jest.useFakeTimers();
  events = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  pushed.length = 0;
});

afterEach(() => {
  resetBasketPage();
  jest.useRealTimers();
});

function asGuest() {
  act(() => {
    basketStore.setLocale('en');
    basketStore.setAccount({ kind: 'guest' });
  });
}

const quantity = () => screen.getByRole('spinbutton', { name: 'Quantity' });
const minus = () => screen.getByRole('button', { name: 'Decrease the quantity' });
const plus = () => screen.getByRole('button', { name: 'Increase the quantity' });

it('steps from 1 up to the stock, with − and + turned off at the ends', async () => {
  fakeShop({ catalogue });
  asGuest();
  renderBasket(<Page />);
  expect(quantity()).toHaveValue(1);
  expect(quantity()).toHaveAttribute('max', '4');
  expect(minus()).toHaveAttribute('aria-disabled', 'true');
  for (let step = 0; step < 5; step += 1) await events.click(plus());
  expect(quantity()).toHaveValue(4);
  expect(plus()).toHaveAttribute('aria-disabled', 'true');
  expect(minus()).not.toHaveAttribute('aria-disabled');
  await events.click(minus());
  expect(quantity()).toHaveValue(3);
});

it('stops at 99, the most one basket line holds, whatever the stock', async () => {
  fakeShop({ catalogue });
  asGuest();
  renderBasket(<Page inStock={500} />);
  expect(quantity()).toHaveAttribute('max', '99');
});

it('brings a typed quantity into range and says why', async () => {
  fakeShop({ catalogue });
  asGuest();
  renderBasket(<Page />);
  await events.clear(quantity());
  await events.type(quantity(), '9');
  await events.tab();
  expect(quantity()).toHaveValue(4);
  expect(screen.getByText('At most 4 can be ordered.')).toBeInTheDocument();
  expect(plus()).toHaveAttribute('aria-disabled', 'true');

  await events.clear(quantity());
  await events.type(quantity(), '0');
  await events.tab();
  expect(quantity()).toHaveValue(1);
  expect(screen.getByText('The quantity starts at 1.')).toBeInTheDocument();

  await events.clear(quantity());
  await events.type(quantity(), '2');
  await events.tab();
  expect(quantity()).toHaveValue(2);
  expect(screen.queryByText('The quantity starts at 1.')).not.toBeInTheDocument();
});

it('adds the picked quantity, never more than the range, and says so', async () => {
  fakeShop({ catalogue });
  asGuest();
  renderBasket(<Page />);
  await events.click(plus());
  await events.click(plus());
  await events.click(screen.getByRole('button', { name: 'Add to basket' }));
  expect(await screen.findByText('Added to your basket: Steam Wallet 50 BRL × 3')).toBeInTheDocument();
  expect(storedBasket()).toEqual([expect.objectContaining({ id: 2, pivot: { quantity: 3 } })]);

  // Typed past the stock and pressed at once: the range's end is what is added, cut to the line's room.
  await events.clear(quantity());
  await events.type(quantity(), '40');
  await events.click(screen.getByRole('button', { name: 'Add to basket' }));
  expect(quantity()).toHaveValue(4);
  expect(await screen.findByText('Added: Steam Wallet 50 BRL × 1. Your basket cannot hold more of this product.')).toBeInTheDocument();
  expect(storedBasket()).toEqual([expect.objectContaining({ id: 2, pivot: { quantity: 4 } })]);
});

it('asks a guest to log in for buy now and to come back to checkout, the line kept', async () => {
  fakeShop({ catalogue });
  asGuest();
  renderBasket(<Page />);
  await events.click(plus());
  await events.click(plus());
  await events.click(screen.getByRole('button', { name: 'Buy now' }));
  expect(await screen.findByTestId('account-modal')).toHaveTextContent('auth:login next:/checkout?buy=2');
  expect(storedBasket()).toEqual([expect.objectContaining({ id: 2, pivot: { quantity: 3 } })]);
  expect(pushed).toEqual([]);
});

it('takes a signed-in shopper to checkout with the line at the picked quantity and the other lines intact', async () => {
  const shop = fakeShop({ catalogue, lines: [[1, 2]] });
  await signIn();
  renderBasket(<Page />);
  await events.click(plus());
  await events.click(plus());
  await events.click(screen.getByRole('button', { name: 'Buy now' }));
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(pushed).toEqual(['/checkout?buy=2']);
  // Saved before leaving: checkout reads the server's basket.
  expect(shop.lines()).toEqual([
    [1, 2],
    [2, 3],
  ]);
});

it('keeps a signed-in shopper on the page when the basket cannot be saved', async () => {
  const shop = fakeShop({ catalogue });
  await signIn();
  renderBasket(<Page />);
  shop.failNext('PATCH /api/basket', 'offline');
  await events.click(screen.getByRole('button', { name: 'Buy now' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No connection');
  expect(pushed).toEqual([]);
});

it('names its controls in every language', () => {
  fakeShop({ catalogue });
  asGuest();
  const names = {
    'pt-BR': ['Quantidade', 'Diminuir a quantidade', 'Aumentar a quantidade', 'Comprar agora'],
    ru: ['Количество', 'Уменьшить количество', 'Увеличить количество', 'Купить сейчас'],
    hi: ['मात्रा', 'मात्रा घटाएँ', 'मात्रा बढ़ाएँ', 'अभी खरीदें'],
  } as const;
  for (const [locale, [label, less, more, buy]] of Object.entries(names)) {
    const { unmount } = renderBasket(<Page />, locale as keyof typeof names);
    expect(screen.getByRole('spinbutton', { name: label })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: less })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: more })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: buy })).toBeInTheDocument();
    unmount();
  }
});
