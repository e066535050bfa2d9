'use client';
// The category menu's links as an island hydrated after the first paint
// (components/ui/later-island.tsx): they are in the server's HTML with the current page marked, their
// code (client-side navigation) loads when the browser is first idle or at the first interaction,
// and a link followed before then is followed once it is hydrated.
import { laterIsland } from '@/components/ui/later-island';

export const LaterCategoryMenuLinks = laterIsland(() => import('./category-menu-links').then((module) => module.CategoryMenuLinks));
