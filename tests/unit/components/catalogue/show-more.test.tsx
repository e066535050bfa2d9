// Back to a listing brings back the cards "Show more" appended and the scroll position; any other
// arrival starts fresh. The stored memory is untrusted input.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ShowMore } from '@/components/catalogue/show-more';
import { LISTING_MEMORY_KEY, listingKey, memoryOf, readStore, remember } from '@/lib/catalogue/listing-memory';
import { type BffCall, mockBff } from '../../support/account-harness';
import { productSummary } from '../../support/catalogue-fixtures';
import { renderWithIntl } from '../../support/render';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));

const product = (id: number) => productSummary(id);

const FIRST_PAGE = Array.from({ length: 20 }, (_, i) => i + 1);
const page = (from: number) => ({ products: Array.from({ length: 20 }, (_, i) => product(from + i)), total: 95, offset: from - 1, limit: 20 });

function mount() {
  return renderWithIntl(<ShowMore loaded={FIRST_PAGE} total={95} moreUrl="/api/categories/steam" moreQuery="" headingLevel={2} />);
}
const cards = () => screen.queryAllByRole('article');
const stored = () => memoryOf(readStore(window.sessionStorage.getItem(LISTING_MEMORY_KEY)), listingKey(window.location));

let scrollTo: jest.Mock;
let calls: BffCall[];
beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/en/category/steam?sort=sale');
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  calls = mockBff({ 'GET /api/categories/steam': ({ query }) => ({ status: 200, body: page(Number(query.get('offset')) + 1) }) });
});

describe('the stored memory', () => {
  it('reads garbage as nothing remembered', () => {
    expect(readStore('not json')).toEqual({});
    expect(readStore('[1,2]')).toEqual({});
    expect(memoryOf({ '/': { products: 'x', total: 1, scrollY: 0 } }, '/')).toBeNull();
    expect(memoryOf({ '/': { products: [{ ...product(1), coverUrl: 'javascript:alert(1)' }], total: 1, scrollY: 0 } }, '/')).toBeNull();
    expect(memoryOf({ '/': { products: [], total: 1, scrollY: -5 } }, '/')).toBeNull();
  });

  it('checks every field of a stored card and keeps only the known ones', () => {
    const entry = (card: unknown) => ({ '/': { products: [card], total: 1, scrollY: 0 } });
    for (const broken of [
      { ...product(1), id: 0 },
      { ...product(1), id: 1.5 },
      { ...product(1), name: 7 },
      { ...product(1), name: 'x'.repeat(501) },
      { ...product(1), priceCents: -1 },
      { ...product(1), oldPriceCents: '10' },
      { ...product(1), discountPercent: undefined },
      { ...product(1), coverText: 'x'.repeat(201) },
      { ...product(1), countryIconUrl: 'data:image/svg+xml,<svg/>' },
      { ...product(1), country: { id: 1, name: 'Brazil' } },
      { ...product(1), category: { id: 1, name: 'Steam' } },
      { ...product(1), isNew: 'no' },
      { ...product(1), inStock: -1 },
      null,
      [product(1)],
    ]) {
      expect(memoryOf(entry(broken), '/')).toBeNull();
    }
    expect(memoryOf(entry({ ...product(2), country: null, countryIconUrl: null, extra: '<b>' }), '/')).toEqual({
      products: [{ ...product(2), country: null, countryIconUrl: null }],
      total: 1,
      scrollY: 0,
    });
    expect(memoryOf({ '/': { products: Array.from({ length: 501 }, (_, i) => product(i + 1)), total: 501, scrollY: 0 } }, '/')).toBeNull();
  });

  it('keeps the ten newest listings', () => {
    let store: Record<string, unknown> = {};
    for (let i = 0; i < 12; i += 1) store = remember(store, `/category/c${i}`, { products: [], total: 1, scrollY: i });
    expect(Object.keys(store)).toHaveLength(10);
    expect(memoryOf(store, '/category/c0')).toBeNull();
    expect(memoryOf(store, '/category/c11')).toEqual({ products: [], total: 1, scrollY: 11 });
    // Remembering one again makes it the newest.
    store = remember(store, '/category/c2', { products: [], total: 1, scrollY: 99 });
    store = remember(store, '/category/new', { products: [], total: 1, scrollY: 0 });
    expect(memoryOf(store, '/category/c2')).not.toBeNull();
    expect(memoryOf(store, '/category/c3')).toBeNull();
  });
});

describe('Show more with Back', () => {
  it('remembers the appended pages and where the shopper was', async () => {
    const view = mount();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cards()).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cards()).toHaveLength(40));
    Object.defineProperty(window, 'scrollY', { value: 2400, configurable: true });
    // Following a product link takes the position at once.
    const link = document.createElement('a');
    link.href = '/en/product/30';
    link.addEventListener('click', (event) => event.preventDefault());
    document.body.append(link);
    fireEvent.click(link);
    expect(stored()).toMatchObject({ total: 95, scrollY: 2400 });
    expect(stored()!.products.map((p) => p.id)).toEqual(Array.from({ length: 40 }, (_, i) => i + 21));
    view.unmount();
    link.remove();

    // Back: the same 40 cards without asking the BFF again, then the saved position.
    calls.length = 0;
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    mount();
    await waitFor(() => expect(cards()).toHaveLength(40));
    expect(calls).toEqual([]);
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 2400, behavior: 'instant' }));
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });

  it('starts at the first page when the shopper arrives by a link, and forgets the old pages', async () => {
    window.sessionStorage.setItem(
      LISTING_MEMORY_KEY,
      JSON.stringify({ [listingKey(window.location)]: { products: [product(21)], total: 95, scrollY: 900 } }),
    );
    mount();
    await waitFor(() => expect(stored()).toEqual({ products: [], total: 95, scrollY: 0 }));
    expect(cards()).toHaveLength(0);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not restore a memory that does not parse', async () => {
    window.sessionStorage.setItem(LISTING_MEMORY_KEY, JSON.stringify({ [listingKey(window.location)]: { products: [{ id: 'x' }], total: 1, scrollY: 1 } }));
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    mount();
    await waitFor(() => expect(stored()).toEqual({ products: [], total: 95, scrollY: 0 }));
    expect(cards()).toHaveLength(0);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves out restored cards the server already rendered on the first page', async () => {
    window.sessionStorage.setItem(
      LISTING_MEMORY_KEY,
      JSON.stringify({ [listingKey(window.location)]: { products: [product(20), product(21), product(22)], total: 95, scrollY: 10 } }),
    );
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    mount();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards().map((card) => card.getAttribute('aria-labelledby'))).toEqual(['product-21-name', 'product-22-name']);
  });
});
