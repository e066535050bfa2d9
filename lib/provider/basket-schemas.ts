// zod schemas of the provider's basket and promo answers (docs/basket-contract.md, "Provider API"),
// built on the contract's shapes (lib/contracts/basket.ts). Every answer is parsed here before the
// BFF reads it: a provider that drifts from the contract shows up as one clear 502, never as a
// half-read basket on screen.
import { z } from 'zod';
import { basketProductSchema, basketSchema, promoSchema } from '@/lib/contracts/zod-of-shape';

export { basketSchema };
export const basketProductResponse = z.object({ product: basketProductSchema });
export const promoResponse = z.object({ data: promoSchema });

export type ProviderBasketProduct = z.infer<typeof basketProductSchema>;
export type ProviderPromo = z.infer<typeof promoSchema>;
export type ProviderBasket = z.output<typeof basketSchema>;
