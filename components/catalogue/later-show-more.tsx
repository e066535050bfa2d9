'use client';
// "Show more" of a listing as an island hydrated after the first paint (components/ui/later-island.tsx):
// its button is in the server's HTML, its code (the next pages' reading, the listing memory that
// brings them back after Back) loads when the browser is first idle or at the first interaction, and
// a press before then is kept.
import { laterIsland } from '@/components/ui/later-island';

export const LaterShowMore = laterIsland(() => import('./show-more').then((module) => module.ShowMore));
