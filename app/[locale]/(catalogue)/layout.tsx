// Pages with the left category menu: index, listings, product, search (checkout has no menu).
// The menu streams in behind its skeleton; the page itself decides the status code.
import { pageLocale } from '@/i18n/routing';
import { setRequestLocale } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { CategoryMenu, CategoryMenuSkeleton } from '@/components/layout/category-menu';
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
      <Suspense fallback={<CategoryMenuSkeleton />}>
        <LoadedCategoryMenu locale={locale} />
      </Suspense>
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
