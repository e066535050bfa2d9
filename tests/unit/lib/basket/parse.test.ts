// The basket as the browser reads it (lib/basket/parse.ts): the BFF's answers and the guest basket
// kept in localStorage, both untrusted. A malformed product is dropped rather than refusing the whole
// basket, a missing optional field gets a harmless default, an image that is neither a local path
// nor https is left out, and the count and total are the lines' own.
import { parseBasket, parseBasketProduct, parseBasketProducts, parsePromo } from '@/lib/basket/parse';

jest.mock('zod', () => {
  throw new Error('zod must stay out of the basket store, which loads with every page');
});

const product = (id: number, quantity = 1) => ({
  id,
  name: `Steam ${id}`,
  price: 5000,
  old_price: 6000,
  category: { id: 2, name: 'Steam', formatted_name: 'steam' },
  cover_path: `/media/covers/${id}.svg`,
  cover_text: '50 €',
  country_icon: '/media/flags/br.svg',
  currency_nominal_country: { country_icon: '/media/flags/eu.svg' },
  in_stock: 7,
  pivot: { quantity },
});
const promo = { code: 'WELCOME10', discount: 10, price: 10000, priceWithDiscount: 9000 };

describe('parseBasketProduct', () => {
  it('reads a product as the BFF answers it, unknown fields dropped', () => {
    expect(parseBasketProduct({ ...product(1), secret: 'x' })).toEqual(product(1));
  });

  it.each([
    ['no id', { ...product(1), id: undefined }],
    ['an id of 0', { ...product(1), id: 0 }],
    ['a blank name', { ...product(1), name: '  ' }],
    ['a negative price', { ...product(1), price: -1 }],
    ['a quantity of 0', product(1, 0)],
    ['no pivot', { ...product(1), pivot: undefined }],
    ['null', null],
  ])('drops a product with %s', (_case, value) => {
    expect(parseBasketProduct(value)).toBeNull();
  });

  it('gives missing optional fields harmless defaults', () => {
    const { category: _category, cover_text: _text, in_stock: _stock, currency_nominal_country: _nominal, ...bare } = product(1);
    expect(parseBasketProduct({ ...bare, old_price: 4000, cover_path: 'javascript:alert(1)', country_icon: 'http://cdn.example/f.svg' })).toEqual({
      ...bare,
      old_price: null,
      category: { id: 0, name: '', formatted_name: '' },
      cover_path: '',
      cover_text: null,
      country_icon: '',
      currency_nominal_country: null,
      in_stock: 99,
    });
  });

  it('keeps https and local images, leaves out //host, and cuts a quantity to 99', () => {
    const read = parseBasketProduct({ ...product(1, 150), cover_path: 'https://cdn.example/c.png', country_icon: '//evil.example/f.svg' });
    expect(read).toMatchObject({ cover_path: 'https://cdn.example/c.png', country_icon: '', pivot: { quantity: 99 } });
  });
});

describe('parseBasketProducts', () => {
  it('drops malformed entries and repeated ids, the first one winning', () => {
    expect(parseBasketProducts([product(1, 2), { id: 'x' }, product(1, 5), product(2)])).toEqual([product(1, 2), product(2)]);
    expect(parseBasketProducts('not a list')).toEqual([]);
  });
});

describe('parsePromo', () => {
  it('reads an applied promo', () => {
    expect(parsePromo({ ...promo, extra: true })).toEqual(promo);
  });

  it.each([
    ['an empty code', { ...promo, code: '' }],
    ['a discount of 0', { ...promo, discount: 0 }],
    ['a discount over 100', { ...promo, discount: 101 }],
    ['a discounted price above the full one', { ...promo, priceWithDiscount: 10001 }],
    ['a price of text', { ...promo, price: '10000' }],
  ])('refuses %s', (_case, value) => {
    expect(parsePromo(value)).toBeNull();
  });
});

describe('parseBasket', () => {
  it('reads the basket, its count and total from its lines, and its promo', () => {
    expect(parseBasket({ products: [product(1, 2), product(2)], count: 99, total: 1, promo })).toEqual({
      products: [product(1, 2), product(2)],
      count: 3,
      total: 15000,
      promo,
    });
  });

  it('reads a missing or malformed promo as none, and refuses what has no product list', () => {
    expect(parseBasket({ products: [] })).toEqual({ products: [], count: 0, total: 0, promo: null });
    expect(parseBasket({ products: [], promo: { code: 'X' } })).toMatchObject({ promo: null });
    expect(parseBasket({ count: 0 })).toBeNull();
    expect(parseBasket(null)).toBeNull();
  });
});
