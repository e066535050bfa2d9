// The top bar of every page: logo, search, language, basket and login (docs/product/screens-and-routes.md).
// A server component; the search, language, basket and account buttons are its client islands.
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { shopBrand } from '@/lib/brand/identity';
import { AccountButton } from '@/components/auth/account-button';
import { BasketButton } from '@/components/basket/basket-button';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { SearchBar } from '@/components/search/search-bar';
import styles from './navbar.module.css';

export function Navbar() {
  const t = useTranslations('Nav');
  return (
    <header className={styles.navbar}>
      <nav className={styles.inner} aria-label={t('mainNavigation')}>
        {/* Named by the shop's name it shows (WCAG 2.5.3), then where it leads; the name is hidden on phones. */}
        <Link href="/" className={styles.logo} aria-label={t('homeOf', { shop: shopBrand().name })}>
          <Logo />
        </Link>
        <SearchBar />
        <div className={styles.actions}>
          <LanguageSwitcher />
          <BasketButton />
          <AccountButton />
        </div>
      </nav>
    </header>
  );
}
