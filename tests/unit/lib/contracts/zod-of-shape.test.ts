// The provider's answers are parsed with the same shapes the browser reads with, carried by zod
// (lib/contracts/zod-of-shape.ts): what a shape accepts zod accepts, with the shape's output, and
// what it refuses is a zod failure.
import { categorySchema } from '@/lib/provider/schemas';
import { basketSchema, categoryRefSchema, mediaPath, userSchema, wishlistAddSchema } from '@/lib/contracts/zod-of-shape';

const user = { id: 7, email: 'ana@example.com', name: 'Ana', verified: true, balance: 0 };

describe('zod schemas of the shapes', () => {
  it('accept what the shape reads, unknown keys dropped', () => {
    expect(userSchema.parse({ ...user, token: 'never kept' })).toEqual(user);
    expect(basketSchema.parse({ products: [], count: 0, total: 0 })).toEqual({ products: [], count: 0, total: 0, promo: null });
  });

  it('refuse what the shape refuses', () => {
    expect(userSchema.safeParse({ ...user, email: '' }).success).toBe(false);
    expect(wishlistAddSchema.safeParse({ products: [], count: 0, limit: 100, unknown: [0] }).success).toBe(false);
    const media = mediaPath.safeParse('javascript:alert(1)');
    expect(media.success).toBe(false);
    expect(media.error?.issues[0]?.message).toBe('not a media path');
  });

  it('compose with zod: a category with its icon path', () => {
    const category = { id: 2, name: 'Steam', formatted_name: 'steam' };
    expect(categoryRefSchema.parse({ ...category, extra: 1 })).toEqual(category);
    expect(categorySchema.parse({ ...category, svg_path: 'M0 0h24v24H0z' })).toEqual({ ...category, svg_path: 'M0 0h24v24H0z' });
    expect(categorySchema.safeParse({ ...category, formatted_name: 'Steam' }).success).toBe(false);
  });
});
