// The wishlist as the browser reads the BFF's answers (lib/wishlist/parse.ts): one product that is not what the contract promises makes the whole answer unreadable
// (request.ts makes that a 502); unknown fields are dropped.
import { parseWishlist, parseWishlistAdd } from '@/lib/wishlist/parse';
import { wishedProduct } from '../../support/wishlist-fixtures';

jest.mock('zod', () => {
  throw new Error('zod must stay out of the hearts, which load with every catalogue page');
});

const wished = (id: number) =>
  wishedProduct(id, {
    name: `Steam ${id}`,
    price: 5000,
    category: { id: 2, name: 'Steam', formatted_name: 'steam' },
    in_stock: 0,
    added: { price: 5500, in_stock: true, at: '2026-01-02T10:00:00Z' },
  });
const list = { products: [wished(2), wished(1)], count: 2, limit: 100 };

describe('parseWishlist', () => {
  it('reads the list as the BFF answers it, unknown fields dropped', () => {
    expect(parseWishlist({ ...list, products: [{ ...wished(2), secret: 1 }, wished(1)], extra: true })).toEqual(list);
  });

  it.each([
    ['a product without its name', { ...list, products: [{ ...wished(1), name: '' }] }],
    ['an old price of text', { ...list, products: [{ ...wished(1), old_price: '10' }] }],
    ['a category without its segment', { ...list, products: [{ ...wished(1), category: { id: 2, name: 'Steam' } }] }],
    ['an added stock state of text', { ...list, products: [{ ...wished(1), added: { ...wished(1).added, in_stock: 'yes' } }] }],
    ['a limit of 0', { ...list, limit: 0 }],
    ['no list', { count: 0, limit: 100 }],
  ])('refuses %s', (_case, value) => {
    expect(parseWishlist(value)).toBeNull();
  });
});

describe('parseWishlistAdd', () => {
  it('reads the list and the ids that name no product', () => {
    expect(parseWishlistAdd({ ...list, unknown: [9] })).toEqual({ ...list, unknown: [9] });
  });

  it('refuses an answer without them, or with an id that is not one', () => {
    expect(parseWishlistAdd(list)).toBeNull();
    expect(parseWishlistAdd({ ...list, unknown: [0] })).toBeNull();
    expect(parseWishlistAdd({ ...list, unknown: ['9'] })).toBeNull();
  });
});
