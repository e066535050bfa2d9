// The wishlist as the browser sees it (docs/wishlist-contract.md): types inferred from the
// contract's shapes (lib/contracts/wishlist.ts); images are the storefront's /media URLs. Types
// only: safe in the browser.
import type { Infer } from '@/lib/contracts/shape';
import type { wishedProductShape, wishlistAddShape, wishlistShape } from '@/lib/contracts/wishlist';

export type WishedProduct = Infer<typeof wishedProductShape>;
export type Wishlist = Infer<typeof wishlistShape>;
export type WishlistAdd = Infer<typeof wishlistAddShape>;
