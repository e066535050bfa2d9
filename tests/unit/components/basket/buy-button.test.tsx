// Buy buttons and the "added to basket" toast (3500 ms, "open cart": docs/product/screens-and-routes.md,
// docs/product/limits.md), with the navbar's count and the panel the layout's host opens.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BasketButton } from '@/components/basket/basket-button';
import { BasketPanelHost } from '@/components/basket/basket-panel-host';
import { BasketSync } from '@/components/basket/basket-sync';
import { BuyButton } from '@/components/basket/buy-button';
import { ToastHost } from '@/components/ui/toast';
import { fakeShop, product, renderBasket, resetBasketPage } from '../../support/basket-harness';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));

const catalogue = [product(1), product(2, { name: 'Steam Wallet 50 BRL' }), product(3, { in_stock: 1 })];

function Page({ id = 2, name = 'Steam Wallet 50 BRL' }: { id?: number; name?: string }) {
  return (
    <>
      <BasketButton />
      <BuyButton productId={id} productName={name} />
      <BasketSync />
      <BasketPanelHost categories={[]} />
      <ToastHost />
    </>
  );
}

let events: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  jest.useFakeTimers();
  events = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
});

afterEach(() => {
  resetBasketPage();
  jest.useRealTimers();
});

it('adds one, updates the navbar count and says so for 3500 ms', async () => {
  const shop = fakeShop({ catalogue });
  renderBasket(<Page />);
  expect(await screen.findByRole('button', { name: 'Basket, 0 items' })).toBeInTheDocument();

  await events.click(screen.getByRole('button', { name: 'Buy Steam Wallet 50 BRL' }));
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Steam Wallet 50 BRL is in your basket');
  expect(screen.getByRole('button', { name: 'Basket, 1 item' })).toBeInTheDocument();
  expect(shop.callsTo('GET /api/products/for-basket/2')).toHaveLength(1);

  await events.click(screen.getByRole('button', { name: 'Buy Steam Wallet 50 BRL' }));
  expect(screen.getByRole('button', { name: 'Basket, 2 items' })).toBeInTheDocument();

  await act(() => jest.advanceTimersByTimeAsync(3_499));
  expect(status).toHaveTextContent('is in your basket');
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(status).toBeEmptyDOMElement();
});

it('waits while the pointer is over it, and closes with its close button', async () => {
  fakeShop({ catalogue });
  renderBasket(<Page />);
  await events.click(screen.getByRole('button', { name: 'Buy Steam Wallet 50 BRL' }));
  const status = screen.getByRole('status');
  await events.hover(within(status).getByText(/is in your basket/));
  await act(() => jest.advanceTimersByTimeAsync(10_000));
  expect(status).toHaveTextContent('is in your basket');
  await events.click(within(status).getByRole('button', { name: 'Close the notification' }));
  expect(status).toBeEmptyDOMElement();
});

it("opens the basket panel from the toast's action", async () => {
  fakeShop({ catalogue });
  renderBasket(<Page />);
  await events.click(screen.getByRole('button', { name: 'Buy Steam Wallet 50 BRL' }));
  await events.click(screen.getByRole('button', { name: 'Open basket' }));
  const panel = await screen.findByRole('dialog', { name: 'Basket' });
  expect(within(panel).getByRole('link', { name: 'Steam Wallet 50 BRL' })).toHaveAttribute('href', '/product/2');
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('says when the stock is reached', async () => {
  fakeShop({ catalogue });
  renderBasket(<Page id={3} name="Gift card 3" />);
  await events.click(screen.getByRole('button', { name: 'Buy Gift card 3' }));
  await events.click(screen.getByRole('button', { name: 'Buy Gift card 3' }));
  expect(screen.getByRole('status')).toHaveTextContent('Your basket already holds as many of Gift card 3 as can be ordered.');

  expect(screen.getByRole('button', { name: 'Basket, 1 item' })).toBeInTheDocument();
});

it('says when the shop cannot be reached, and adds nothing', async () => {
  const shop = fakeShop({ catalogue });
  shop.failNext('GET /api/products/for-basket/{id}', 'offline');
  renderBasket(<Page id={1} name="Gift card 1" />);
  await events.click(screen.getByRole('button', { name: 'Buy Gift card 1' }));
  expect(screen.getByRole('status')).toHaveTextContent('Gift card 1 was not added: no connection.');
  expect(screen.getByRole('button', { name: 'Basket, 0 items' })).toBeInTheDocument();
  expect(window.localStorage.getItem('basket')).toBeNull();
});

it('opens the panel from the navbar button', async () => {
  fakeShop({ catalogue });
  renderBasket(<Page />, 'ru');
  await events.click(await screen.findByRole('button', { name: 'Корзина, 0 товаров' }));
  const panel = await screen.findByRole('dialog', { name: 'Корзина' });
  expect(within(panel).getByText('Ваша корзина пуста')).toBeInTheDocument();
});
