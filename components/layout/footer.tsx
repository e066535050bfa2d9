// The footer (docs/product/screens-and-routes.md): documents, company details, about us, FAQ, guarantees, contacts,
// support contact, company registration details and a go-to-top button. The brand is read at run
// time (lib/brand/identity.ts): this is a server component.
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { phoneHref, shopBrand } from '@/lib/brand/identity';
import { GoTopButton } from './go-top-button';
import styles from './footer.module.css';

export function Footer() {
  const t = useTranslations('Footer');
  const brand = shopBrand();
  // The copyright year follows the build; pages are regenerated well within a year.
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav className={styles.columns} aria-label={t('documents')}>
          <div>
            <h2 className={styles.heading}>{t('documents')}</h2>
            <ul className={styles.links}>
              <li><Link href="/privacy">{t('privacy')}</Link></li>
              <li><Link href="/contract-offer">{t('contractOffer')}</Link></li>
              <li><Link href="/terms-and-conditions">{t('terms')}</Link></li>
            </ul>
          </div>
          <div>
            <h2 className={styles.heading}>{t('company')}</h2>
            <ul className={styles.links}>
              <li><Link href="/requisites">{t('requisites')}</Link></li>
              <li><Link href="/faq#about">{t('aboutUs')}</Link></li>
              <li><Link href="/guarantees">{t('guarantees')}</Link></li>
            </ul>
          </div>
          <div>
            <h2 className={styles.heading}>{t('help')}</h2>
            <ul className={styles.links}>
              <li><Link href="/faq">{t('faq')}</Link></li>
              <li><Link href="/requisites#contacts">{t('contacts')}</Link></li>
            </ul>
          </div>
          <div>
            <h2 className={styles.heading}>{t('support')}</h2>
            <ul className={styles.links}>
              <li><a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a></li>
              <li><a href={phoneHref(brand.supportPhone)}>{brand.supportPhone}</a></li>
              <li className={styles.muted}>{t('supportHours')}</li>
            </ul>
          </div>
        </nav>
        <div className={styles.bottom}>
          <p className={styles.muted}>{t('registration', { legalName: brand.legalName, cnpj: brand.cnpj, address: brand.address })}</p>
          <p className={styles.muted}>{t('rights', { year, shop: brand.name })}</p>
          <GoTopButton label={t('goTop')} />
        </div>
      </div>
    </footer>
  );
}
