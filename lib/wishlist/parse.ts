// Reads the BFF's wishlist answers with the contract's zod-free shapes (lib/contracts/wishlist.ts):
// the hearts of every catalogue page load with this, so zod stays out. A product that is not what
// the contract promises makes the whole answer unreadable (null): request.ts turns that into a 502.
import { reader } from '@/lib/contracts/shape';
import { wishlistAddShape, wishlistShape } from '@/lib/contracts/wishlist';

export const parseWishlist = reader(wishlistShape);
export const parseWishlistAdd = reader(wishlistAddShape);
