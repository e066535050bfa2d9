// A product id is written once (lib/catalogue/product-id.ts) with the provider's bound: the pages,
// the BFF routes and the review rules all read a path's id with it.
import { PRODUCT_ID_MAX, parseProductId } from '@/lib/catalogue/product-id';

describe('parseProductId', () => {
  it('reads the digits of an id from 1 to the provider’s bound', () => {
    expect(parseProductId('1')).toBe(1);
    expect(parseProductId('150')).toBe(150);
    expect(parseProductId(String(PRODUCT_ID_MAX))).toBe(2_147_483_647);
  });

  it.each(['', '0', '007', '-1', '1.5', '1e3', ' 12', '12a', '2147483648', '99999999999'])('refuses %p', (raw) => {
    expect(parseProductId(raw)).toBeNull();
  });
});
