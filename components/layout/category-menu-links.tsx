'use client';
// The menu's links, with the current page's item highlighted (aria-current).
import { CategoryIcon } from '@/components/ui/category-icon';
import { Link, usePathname } from '@/i18n/navigation';
import styles from './category-menu.module.css';

export interface MenuLink {
  href: string;
  label: string;
  iconPath: string;
}

export function CategoryMenuLinks({ sections }: { sections: { title: string; links: MenuLink[] }[] }) {
  const pathname = usePathname();
  return (
    <>
      {sections.map((section) => (
        <div key={section.title} className={styles.section}>
          <h2 className={styles.sectionTitle}>{section.title}</h2>
          <ul className={styles.list}>
            {section.links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={styles.link}
                  aria-current={pathname === link.href ? 'page' : undefined}
                >
                  <CategoryIcon path={link.iconPath} size={20} />
                  <span>{link.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
