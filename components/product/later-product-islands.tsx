'use client';
// The product page's islands that first paint does not need, hydrated after it
// (components/ui/later-island.tsx): their HTML is in the server's answer, their code loads when the
// browser is first idle or at the first interaction, and a press (or a quantity typed) before then
// is kept. The buy box (quantity, add to basket, buy now), the reviews (with the write button and
// "more reviews"), the share button and the product-info button.
import { laterIsland } from '@/components/ui/later-island';

export const LaterReviews = laterIsland(() => import('./reviews').then((module) => module.Reviews));
export const LaterShareButton = laterIsland(() => import('./share-button').then((module) => module.ShareButton));
export const LaterProductInfoButton = laterIsland(() => import('./product-info-button').then((module) => module.ProductInfoButton));
export const LaterProductBuy = laterIsland(() => import('./product-buy').then((module) => module.ProductBuy));
