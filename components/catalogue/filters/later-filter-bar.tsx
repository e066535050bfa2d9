'use client';
// The listing's sort and filters as an island hydrated after the first paint
// (components/ui/later-island.tsx): the bar is in the server's HTML, its code (the dropdowns, the
// chosen filters, the URL building) loads when the browser is first idle or at the first
// interaction, and a press or a sort chosen before then is kept.
import { laterIsland } from '@/components/ui/later-island';

export const LaterFilterBar = laterIsland(() => import('./filter-bar').then((module) => module.FilterBar));
