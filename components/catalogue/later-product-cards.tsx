'use client';
// A page's product cards as an island hydrated after the first paint (components/ui/later-island.tsx):
// the cards are in the server's HTML (the first cover announced in the head), their code
// (the card, its buy button and heart) loads when the browser is first idle or at the first
// interaction, and a press on a buy button or a heart before then is kept and given once they are
// hydrated. The hearts of products already wished turn pressed then.
import { laterIsland } from '@/components/ui/later-island';

export const LaterProductCards = laterIsland(() => import('./product-cards').then((module) => module.ProductCards));
