// The promo code in the basket panel (docs/product/order-states.md, validation.md, errors.md): from
// 3 characters, a guest told to log in without a request, a wrong code, an applied one (old total
// struck through, new total, undo), recalculated by the provider after each quantity change, and
// 429's message in a modal.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BasketPanel } from '@/components/basket/basket-panel';
import { basketStore } from '@/lib/basket/basket-store';
import { fakeShop, product, renderBasket, resetBasketPage, signIn } from '../../support/basket-harness';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));

const catalogue = [product(1, { name: 'Steam Wallet 50 BRL', price: 1250 }), product(2, { name: 'PSN 20 EUR', price: 2000 })];

function renderPanel(locale: 'en' | 'ru' = 'en') {
  return renderBasket(<BasketPanel open onOpenChange={jest.fn()} categories={[]} />, locale);
}

const codeInput = () => screen.getByRole('textbox', { name: 'Promo code' });

afterEach(() => {
  resetBasketPage();
});

it('offers to apply only from 3 characters, and tells a guest to log in instead of asking', async () => {
  const shop = fakeShop({ catalogue });
  window.localStorage.setItem('basket', JSON.stringify([catalogue[0]]));
  act(() => basketStore.setAccount({ kind: 'guest' }));
  renderPanel('ru');
  const input = screen.getByRole('textbox', { name: 'Промокод' });
  await userEvent.type(input, 'WE');
  expect(screen.queryByRole('button', { name: 'Применить' })).not.toBeInTheDocument();
  await userEvent.type(input, 'L');
  await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
  const message = screen.getByRole('alert');
  expect(message).toHaveTextContent('Авторизуйтесь, чтобы использовать промокод.');
  expect(shop.callsTo('POST /api/promocode')).toHaveLength(0);
  await userEvent.click(within(message).getByRole('button', { name: 'Войти' }));
  expect(screen.getByTestId('account-modal')).toHaveTextContent('auth:login');
});

describe('a signed-in shopper', () => {
  it('is told when a code is wrong', async () => {
    const shop = fakeShop({ catalogue, lines: [[1, 2]] });
    await signIn();
    renderPanel('ru');
    await userEvent.type(screen.getByRole('textbox', { name: 'Промокод' }), 'NOPE10');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный промокод');
    expect(screen.getByRole('textbox', { name: 'Промокод' })).toHaveAttribute('aria-invalid', 'true');
    expect(shop.callsTo('POST /api/promocode').map((call) => call.body)).toEqual([{ code: 'NOPE10' }]);
  });

  it.each([
    ['en', 'EXPIRED30', 'expired', 'This promo code has expired.'],
    ['ru', 'EXPIRED30', 'expired', 'Срок действия этого промокода истёк.'],
    ['en', 'WELCOME10', 'already_used', 'You have already used this promo code.'],
    ['ru', 'WELCOME10', 'already_used', 'Вы уже использовали этот промокод.'],
    ['en', 'ONCE50', 'used_up', 'This promo code has been used up.'],
    ['ru', 'SOON5', 'not_started', 'Этот промокод ещё не действует.'],
  ] as const)('is told which rule refused the code (%s, %s: %s)', async (locale, code, reason, text) => {
    fakeShop({ catalogue, lines: [[1, 2]], refusals: { [code]: reason } });
    await signIn();
    renderPanel(locale);
    await userEvent.type(screen.getByRole('textbox', { name: locale === 'en' ? 'Promo code' : 'Промокод' }), code);
    await userEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Apply' : 'Применить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('applies a code: the percentage, the old total struck through, the new total, and undo', async () => {
    const shop = fakeShop({ catalogue, lines: [[1, 2]] });
    await signIn();
    renderPanel();
    await userEvent.type(codeInput(), 'welcome10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Code WELCOME10: 10% off')).toBeInTheDocument();
    const struck = document.querySelector('s');
    expect(struck).toHaveTextContent('Total without the discount: €25.00');
    expect(screen.getByText('Total with the discount:').parentElement).toHaveTextContent('€22.50');
    expect(screen.getByText('−10%')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove the code' }));
    expect(shop.callsTo('DELETE /api/promocode')).toHaveLength(1);
    expect(document.querySelector('s')).toBeNull();
    expect(screen.getByText('€25.00')).toBeInTheDocument();
    expect(codeInput()).toHaveValue('');
  });

  it('sends each quantity change at once while a code is applied and shows the provider’s new figures', async () => {
    const shop = fakeShop({ catalogue, lines: [[1, 2]] });
    await signIn();
    renderPanel();
    await userEvent.type(codeInput(), 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Code WELCOME10: 10% off');

    shop.hold('POST /api/promocode');
    await userEvent.click(screen.getByRole('button', { name: 'Increase the quantity of Steam Wallet 50 BRL' }));
    // Sent without waiting the 10 s, then the code is asked again.
    expect(shop.callsTo('PATCH /api/basket').map((call) => call.body)).toEqual([{ products: [{ id: 1, type: 'increase', count: 1 }] }]);
    expect(await screen.findByText('Recalculating the discount…')).toBeInTheDocument();
    expect(screen.getByText('Total with the discount:').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');

    await act(async () => shop.release());
    expect(shop.callsTo('POST /api/promocode')).toHaveLength(2);
    expect(document.querySelector('s')).toHaveTextContent('€37.50');
    expect(screen.getByText('Total with the discount:').parentElement).toHaveTextContent('€33.75');
    expect(screen.queryByText('Recalculating the discount…')).not.toBeInTheDocument();
  });

  it('says when the code stops applying after a change', async () => {
    const shop = fakeShop({ catalogue, lines: [[1, 1]], codes: { WELCOME10: 10 } });
    await signIn();
    renderPanel();
    await userEvent.type(codeInput(), 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Code WELCOME10: 10% off');
    shop.failNext('POST /api/promocode', { status: 422, body: { message: 'Invalid promo code', errors: { code: ['expired'] } } });
    await userEvent.click(screen.getByRole('button', { name: 'Increase the quantity of Steam Wallet 50 BRL' }));
    expect(await screen.findByText('The promo code no longer applies to this basket and was removed.')).toBeInTheDocument();
    expect(document.querySelector('s')).toBeNull();
  });

  it("shows a 429's own message in a modal with a close button", async () => {
    const shop = fakeShop({ catalogue, lines: [[1, 1]] });
    shop.failNext('POST /api/promocode', { status: 429, body: { message: 'Too many attempts. Please try again in 10 minutes.' } });
    await signIn();
    renderPanel();
    await userEvent.type(codeInput(), 'GUESS1');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const modal = await screen.findByRole('dialog', { name: 'Too many attempts' });
    expect(modal).toHaveTextContent('Too many attempts. Please try again in 10 minutes.');
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Too many attempts' })).not.toBeInTheDocument();
    // The panel and what was typed are still there.
    expect(codeInput()).toHaveValue('GUESS1');
  });

  it('says so when the shop cannot be reached, keeping the code typed', async () => {
    const shop = fakeShop({ catalogue, lines: [[1, 1]] });
    shop.failNext('POST /api/promocode', 'offline');
    await signIn();
    renderPanel();
    await userEvent.type(codeInput(), 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code could not be checked: no connection.');
    expect(codeInput()).toHaveValue('WELCOME10');
  });
});
