import { isOrderId } from '@/lib/payment/order-id';

describe('isOrderId', () => {
  it('accepts 20 characters of digits and capital letters', () => {
    expect(isOrderId('0123456789ABCDEFGHIJ')).toBe(true);
  });

  it.each([
    ['too short', '0123456789ABCDEFGHI'],
    ['too long', '0123456789ABCDEFGHIJK'],
    ['lower case', '0123456789abcdefghij'],
    ['a path', '../0123456789ABCDEFG'],
    ['empty', ''],
  ])('refuses a string that is %s', (_, value) => {
    expect(isOrderId(value)).toBe(false);
  });

  it.each([[null], [undefined], [12345678901234567890], [{ id: '0123456789ABCDEFGHIJ' }]])('refuses %p, which is not a string', (value) => {
    expect(isOrderId(value)).toBe(false);
  });
});
