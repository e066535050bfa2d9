// The footer (SPEC.md §2): documents, company details, about us, FAQ, guarantees, contacts,
// support contact, company registration details and a go-to-top button.
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { COMPANY, SUPPORT_EMAIL, SUPPORT_PHONE, phoneHref } from '@/lib/shop';
import { GoTopButton } from './go-top-button';
import styles from './footer.module.css';

export function Footer() {
  const t = useTranslations('Footer');
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
              <li><a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a></li>
              <li><a href={phoneHref()}>{SUPPORT_PHONE}</a></li>
              <li className={styles.muted}>{t('supportHours')}</li>
            </ul>
          </div>
        </nav>
        <div className={styles.bottom}>
          <p className={styles.muted}>{t('registration', { legalName: COMPANY.legalName, cnpj: COMPANY.cnpj })}</p>
          <p className={styles.muted}>{t('rights', { year })}</p>
          <GoTopButton label={t('goTop')} />
        </div>
      </div>
    </footer>
  );
}
