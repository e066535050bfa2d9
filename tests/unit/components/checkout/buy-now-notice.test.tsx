// At a checkout opened by "buy now" (?buy=<id>), the notice that names the basket's other products as
// part of the order, with the basket at hand; nothing when the basket holds only that product or the
// checkout was opened otherwise.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BuyNowNotice } from '@/components/checkout/buy-now-notice';
import { useBasketPanelOpen } from '@/components/basket/basket-panel-state';
import { EMPTY_BASKET_VIEW, type BasketView } from '@/lib/basket/view-shape';
import { product, resetBasketPage } from '../../support/basket-harness';
import { renderWithIntl } from '../../support/render';

function basketOf(lines: [number, number][]): BasketView {
  return {
    ...EMPTY_BASKET_VIEW,
    mode: 'signed-in',
    items: lines.map(([id, quantity]) => ({ product: product(id), quantity, maxQuantity: 50 })),
    count: lines.reduce((sum, [, quantity]) => sum + quantity, 0),
  };
}

function PanelProbe() {
  return useBasketPanelOpen() ? <p>panel open</p> : null;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  resetBasketPage();
});

it('names how many other products the order includes and opens the basket', async () => {
  window.history.replaceState(null, '', '/ru/checkout?buy=2');
  renderWithIntl(
    <>
      <BuyNowNotice basket={basketOf([[1, 2], [2, 3], [5, 1]])} />
      <PanelProbe />
    </>,
    'ru',
  );
  expect(screen.getByRole('note')).toHaveTextContent('В этот заказ входят ещё 2 товара из вашей корзины.');
  await userEvent.click(screen.getByRole('button', { name: 'Открыть корзину' }));
  expect(screen.getByText('panel open')).toBeInTheDocument();
});

it('says nothing when the product is alone, missing, or checkout was not opened by buy now', () => {
  for (const [search, lines] of [
    ['?buy=2', [[2, 3]]],
    ['?buy=9', [[1, 1], [2, 3]]],
    ['', [[1, 1], [2, 3]]],
    ['?buy=abc', [[1, 1], [2, 3]]],
  ] as const) {
    window.history.replaceState(null, '', `/checkout${search}`);
    const { unmount } = renderWithIntl(<BuyNowNotice basket={basketOf(lines.map(([id, quantity]) => [id, quantity]))} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    unmount();
  }
});
