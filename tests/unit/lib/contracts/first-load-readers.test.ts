// The readers the catalogue's first load keeps hand-written (who is signed in, the wishlist; see
// lib/client/read.ts) against the one declaration of their shapes (lib/contracts): every value the
// shape reads, the hand reader reads the same; every value the hand reader refuses, the shape
// refuses. The BFF parses the provider's answers with the shapes, so what reaches these readers
// always reads as the shape says. Tried on the answer itself and on each field, at every depth,
// removed or replaced by a value of another kind.
import { userShape } from '@/lib/contracts/account';
import { reader, type Shape } from '@/lib/contracts/shape';
import { wishlistAddShape, wishlistShape } from '@/lib/contracts/wishlist';
import { readUser } from '@/lib/client/user';
import { parseWishlist, parseWishlistAdd } from '@/lib/wishlist/parse';

const REPLACEMENTS: unknown[] = [undefined, null, '', 'x', '/media/a.svg', 0, -1, 1.5, 7, true, {}, []];

/** The value, and every variant of it with one field (at any depth) removed or replaced. */
function variants(value: unknown): unknown[] {
  const out: unknown[] = [value];
  if (Array.isArray(value)) {
    value.forEach((entry, index) => {
      for (const variant of variants(entry).slice(1)) out.push(value.map((other, at) => (at === index ? variant : other)));
      for (const replacement of REPLACEMENTS) out.push(value.map((other, at) => (at === index ? replacement : other)));
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const key of Object.keys(value)) {
      const { [key]: field, ...rest } = value as Record<string, unknown>;
      out.push(rest);
      for (const replacement of REPLACEMENTS) out.push({ ...rest, [key]: replacement });
      for (const variant of variants(field).slice(1)) out.push({ ...rest, [key]: variant });
    }
  }
  return out;
}

function expectAgreement<T>(shape: Shape<T>, hand: (value: unknown) => T | null, sample: unknown) {
  const byShape = reader(shape);
  let read = 0;
  for (const value of variants(sample)) {
    const expected = byShape(value);
    if (expected !== null) {
      read += 1;
      expect(hand(value)).toEqual(expected);
    }
    if (hand(value) === null) expect(expected).toBeNull();
  }
  // The sample itself and some variants are read: the comparison is not between two refusals only.
  expect(read).toBeGreaterThan(1);
}

const user = { id: 7, email: 'ana@example.com', name: 'Ana', verified: false, balance: -150 };
const wished = {
  id: 3,
  name: 'Steam 50',
  price: 5000,
  old_price: 6000,
  category: { id: 2, name: 'Steam', formatted_name: 'steam' },
  cover_path: '/media/covers/3.svg',
  cover_text: '50 €',
  country_icon: '/media/flags/br.svg',
  in_stock: 4,
  added: { price: 5500, in_stock: true, at: '2026-01-02T10:00:00Z' },
};
const wishlist = { products: [wished], count: 1, limit: 100 };

describe('hand readers of the first load and their shapes', () => {
  it('who is signed in', () => {
    expectAgreement(userShape, readUser, { ...user, token: 'never kept' });
  });

  it('the wishlist', () => {
    expectAgreement(wishlistShape, parseWishlist, wishlist);
  });

  it('the wishlist after an add', () => {
    expectAgreement(wishlistAddShape, parseWishlistAdd, { ...wishlist, unknown: [9] });
  });
});
