// Pages with the left category menu: index, listings, product, search (checkout has no menu).
// The menu renders with the page, not behind a Suspense skeleton: its categories come
// from the data cache and are fetched while the page renders, a cached page has them at render
// time anyway, and a boundary would put the skeleton into every page's HTML and payload, the menu at the
// end of the HTML and the script that swaps it in (shown a moment after the first paint). The page
// itself decides the status code.
import { pageLocale } from '@/i18n/routing';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CategoryMenu } from '@/components/layout/category-menu';
import { CategoryScrollMemory } from '@/components/layout/category-scroll-memory';
import { getCategories } from '@/lib/provider';
import styles from './catalogue-layout.module.css';

async function LoadedCategoryMenu({ locale }: { locale: string }) {
  const categories = await getCategories(locale);
  return <CategoryMenu categories={categories.ok ? categories.data : null} />;
}

export default async function CatalogueLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  return (
    <div className={styles.shell}>
      <CategoryScrollMemory />
      <LoadedCategoryMenu locale={locale} />
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
