// What a wished product's line says (lib/wishlist/changes.ts): a price lower than when it was added,
// and a product sold out then that can be bought now.
import { wishChanges } from '@/lib/wishlist/changes';

const wished = (price: number, inStock: number, added: { price: number; in_stock: boolean }) => ({
  price,
  in_stock: inStock,
  added: { ...added, at: '2026-11-20T10:00:00.000Z' },
});

describe('wishChanges', () => {
  it('a lower price is a drop from the price when added', () => {
    expect(wishChanges(wished(900, 3, { price: 1200, in_stock: true }))).toEqual({ droppedFrom: 1200, backInStock: false });
  });

  it('the same or a higher price is no drop', () => {
    expect(wishChanges(wished(1200, 3, { price: 1200, in_stock: true })).droppedFrom).toBeNull();
    expect(wishChanges(wished(1500, 3, { price: 1200, in_stock: true })).droppedFrom).toBeNull();
  });

  it('sold out when added and in stock now is back in stock', () => {
    expect(wishChanges(wished(1000, 2, { price: 1000, in_stock: false }))).toEqual({ droppedFrom: null, backInStock: true });
  });

  it('still sold out, or in stock all along, is not', () => {
    expect(wishChanges(wished(1000, 0, { price: 1000, in_stock: false })).backInStock).toBe(false);
    expect(wishChanges(wished(1000, 5, { price: 1000, in_stock: true })).backInStock).toBe(false);
  });

  it('both at once', () => {
    expect(wishChanges(wished(700, 1, { price: 1000, in_stock: false }))).toEqual({ droppedFrom: 1000, backInStock: true });
  });
});
