// The six information pages (docs/product/screens-and-routes.md): their paths and keys, shared by the pages, the sitemap
// and the tests. Their text is in content/info, loaded through lib/info/content.ts.
import type { InfoContent } from '@/content/info/types';

/** Each page's path and the key of its text in InfoContent and of its title in messages (Info). */
export const INFO_PAGES = [
  { path: '/privacy', key: 'privacy' },
  { path: '/contract-offer', key: 'contractOffer' },
  { path: '/terms-and-conditions', key: 'terms' },
  { path: '/requisites', key: 'requisites' },
  { path: '/guarantees', key: 'guarantees' },
  { path: '/faq', key: 'faq' },
] as const satisfies readonly { path: string; key: keyof InfoContent }[];

export type InfoPageKey = (typeof INFO_PAGES)[number]['key'];

export const INFO_PAGE_PATHS: readonly string[] = INFO_PAGES.map((page) => page.path);
