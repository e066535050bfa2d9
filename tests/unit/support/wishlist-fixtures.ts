// A wished product as the BFF's wishlist answers carry it, shared by the wishlist store's and the
// wishlist screen's tests: a 10 € Steam card, in stock, wished at the same price.
import type { WishedProduct } from '@/lib/types/wishlist';

export const wishedProduct = (id: number, changes: Partial<WishedProduct> = {}): WishedProduct => ({
  id,
  name: `Card ${id}`,
  price: 1000,
  old_price: null,
  category: { id: 1, name: 'Steam', formatted_name: 'steam' },
  cover_path: `/media/covers/${id}.svg`,
  cover_text: null,
  country_icon: '/media/flags/br.svg',
  in_stock: 2,
  added: { price: 1000, in_stock: true, at: '2026-11-20T10:00:00.000Z' },
  ...changes,
});
