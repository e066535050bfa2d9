// The left category menu (docs/product/screens-and-routes.md): Top (Popular, New) and the provider's categories with icons.
// It renders with the page (app/[locale]/(catalogue)/layout.tsx), so it has no loading state of its
// own. The active item is marked by CategoryMenuLinks (hydrated after the first paint).
import { useTranslations } from 'next-intl';
import type { Category } from '@/lib/types/catalogue';
import type { MenuLink } from './category-menu-links';
import { LaterCategoryMenuLinks } from './later-category-menu-links';
import styles from './category-menu.module.css';

const POPULAR_ICON = 'M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7.1L12 17.3 5.8 21l1.6-7.1L2 9.2l7.1-.6z';
const NEW_ICON = 'M12 2l2 5 5-2-2 5 5 2-5 2 2 5-5-2-2 5-2-5-5 2 2-5-5-2 5-2-2-5 5 2z';

/** categories is null when the provider could not be asked: the Top section still works. */
export function CategoryMenu({ categories }: { categories: Category[] | null }) {
  const t = useTranslations('Menu');
  const top: MenuLink[] = [
    { href: '/', label: t('popular'), iconPath: POPULAR_ICON },
    { href: '/noveltes', label: t('new'), iconPath: NEW_ICON },
  ];
  const links: MenuLink[] = (categories ?? []).map((category) => ({
    href: `/category/${category.slug}`,
    label: category.name,
    iconPath: category.iconPath,
  }));

  return (
    <nav className={styles.menu} aria-label={t('label')}>
      <LaterCategoryMenuLinks
        sections={[
          { title: t('top'), links: top },
          { title: t('categories'), links },
        ]}
      />
      {categories ? null : <p className={styles.unavailable}>{t('unavailable')}</p>}
    </nav>
  );
}
