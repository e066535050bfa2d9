/**
 * @jest-environment jsdom
 */
// The heart of a card and of the product page (components/wishlist/wish-heart.tsx): a toggle button
// named by its product in the page's language, unpressed in the server's HTML whatever the visitor
// stored (the cached page is everyone's), pressed from the browser's list once hydrated.
import { act, fireEvent, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { ProductCard } from '@/components/catalogue/product-card';
import { WishHeart } from '@/components/wishlist/wish-heart';
import { showToast } from '@/components/ui/toast-store';
import { layoutMessages } from '@/lib/i18n/client-namespaces';
import { WISHLIST_STORAGE_KEY } from '@/lib/wishlist/stored';
import { wishStore } from '@/lib/wishlist/wish-store';
import { allMessages, renderWithIntl } from '../../support/render';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));
jest.mock('@/components/ui/toast-store', () => ({ ...jest.requireActual('@/components/ui/toast-store'), showToast: jest.fn() }));

const card = { id: 42, name: 'Steam Wallet 50 BRL', priceCents: 1000, coverUrl: '/media/covers/42.svg', inStock: 3 };

afterEach(() => {
  wishStore.reset();
  window.localStorage.clear();
  jest.mocked(showToast).mockClear();
});

it('is in every card, named by its product in the four languages, with the texts every page has', () => {
  const names = {
    en: 'Save Steam Wallet 50 BRL to wishlist',
    'pt-BR': 'Salvar Steam Wallet 50 BRL na lista de desejos',
    ru: 'В избранное: Steam Wallet 50 BRL',
    hi: 'Steam Wallet 50 BRL को विशलिस्ट में सहेजें',
  } as const;
  for (const [locale, name] of Object.entries(names) as [keyof typeof names, string][]) {
    const { unmount } = renderWithIntl(
      <NextIntlClientProvider locale={locale} messages={layoutMessages(allMessages[locale])}>
        <WishHeart productId={42} productName={card.name} />
      </NextIntlClientProvider>,
      locale,
    );
    expect(screen.getByRole('button', { name, pressed: false })).toBeInTheDocument();
    unmount();
  }
  renderWithIntl(<ProductCard product={card} />, 'en');
  expect(screen.getByRole('button', { name: names.en })).toHaveAttribute('aria-pressed', 'false');
});

it("is unpressed in the server's HTML even when this browser wished the product", () => {
  window.localStorage.setItem(WISHLIST_STORAGE_KEY, '[42]');
  const html = renderToString(
    <NextIntlClientProvider locale="en" messages={allMessages.en}>
      <ProductCard product={card} />
    </NextIntlClientProvider>,
  );
  expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*aria-label="Save Steam Wallet 50 BRL to wishlist"/);
});

it("shows a guest's stored heart pressed, and a press stores or forgets the product id", () => {
  window.localStorage.setItem(WISHLIST_STORAGE_KEY, '[42]');
  act(() => wishStore.setAccount({ kind: 'guest' }));
  renderWithIntl(
    <>
      <WishHeart productId={42} productName="Card 42" />
      <WishHeart productId={43} productName="Card 43" place="inline" />
    </>,
  );
  const first = screen.getByRole('button', { name: 'Save Card 42 to wishlist' });
  const second = screen.getByRole('button', { name: 'Save Card 43 to wishlist' });
  expect(first).toHaveAttribute('aria-pressed', 'true');
  expect(second).toHaveAttribute('aria-pressed', 'false');
  act(() => fireEvent.click(second));
  expect(second).toHaveAttribute('aria-pressed', 'true');
  act(() => fireEvent.click(first));
  expect(first).toHaveAttribute('aria-pressed', 'false');
  expect(window.localStorage.getItem(WISHLIST_STORAGE_KEY)).toBe('[43]');
});

it('says so in the toast when the list is full', async () => {
  window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(Array.from({ length: 200 }, (_, i) => i + 100)));
  act(() => wishStore.setAccount({ kind: 'guest' }));
  renderWithIntl(<WishHeart productId={42} productName="Card 42" />, 'ru');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'В избранное: Card 42' }));
  });
  expect(showToast).toHaveBeenCalledWith({ message: allMessages.ru.Wishlist.full.replace('{limit}', '200') });
  expect(screen.getByRole('button', { name: 'В избранное: Card 42' })).toHaveAttribute('aria-pressed', 'false');
});

it('the layout carries only the hearts\' wishlist texts; the wishlist page brings the rest', () => {
  expect(Object.keys(layoutMessages(allMessages.hi).Wishlist as object).sort()).toEqual(['failed', 'full', 'heart', 'mergeFull']);
});
