// The product page's quantity rules (lib/basket/quantity.ts): the picker's range is a basket line's
// (1..99 and the stock), and a typed value outside it is brought back with the reason.
import { quantityLimit, readQuantity, stepQuantity } from '@/lib/basket/quantity';

describe('quantityLimit', () => {
  it('is the stock, at most 99, and 0 when sold out or unknown', () => {
    expect(quantityLimit(5)).toBe(5);
    expect(quantityLimit(99)).toBe(99);
    expect(quantityLimit(400)).toBe(99);
    expect(quantityLimit(0)).toBe(0);
    expect(quantityLimit(-3)).toBe(0);
    expect(quantityLimit(Number.NaN)).toBe(0);
    expect(quantityLimit(4.7)).toBe(4);
  });
});

describe('readQuantity', () => {
  it('takes a whole number within 1..limit as it is', () => {
    expect(readQuantity('3', 5)).toEqual({ quantity: 3, note: null });
    expect(readQuantity(' 5 ', 5)).toEqual({ quantity: 5, note: null });
    expect(readQuantity('1', 1)).toEqual({ quantity: 1, note: null });
  });

  it('brings a number above the limit down to it, and says so', () => {
    expect(readQuantity('6', 5)).toEqual({ quantity: 5, note: 'above' });
    expect(readQuantity('999', 99)).toEqual({ quantity: 99, note: 'above' });
    expect(readQuantity('99999999999999999999', 7)).toEqual({ quantity: 7, note: 'above' });
  });

  it('brings 0 and negative numbers up to 1, and says so', () => {
    expect(readQuantity('0', 5)).toEqual({ quantity: 1, note: 'below' });
    expect(readQuantity('-4', 5)).toEqual({ quantity: 1, note: 'below' });
  });

  it('keeps the previous quantity for anything that is not a whole number', () => {
    expect(readQuantity('', 5, 3)).toEqual({ quantity: 3, note: 'invalid' });
    expect(readQuantity('2.5', 5, 2)).toEqual({ quantity: 2, note: 'invalid' });
    expect(readQuantity('1e3', 5, 4)).toEqual({ quantity: 4, note: 'invalid' });
    expect(readQuantity('abc', 5)).toEqual({ quantity: 1, note: 'invalid' });
    // A previous quantity itself out of range (the stock fell) is clamped too.
    expect(readQuantity('', 2, 9)).toEqual({ quantity: 2, note: 'invalid' });
  });
});

describe('stepQuantity', () => {
  it('moves by one within 1..limit', () => {
    expect(stepQuantity(1, 1, 3)).toBe(2);
    expect(stepQuantity(3, 1, 3)).toBe(3);
    expect(stepQuantity(2, -1, 3)).toBe(1);
    expect(stepQuantity(1, -1, 3)).toBe(1);
    expect(stepQuantity(1, 1, 1)).toBe(1);
  });
});
