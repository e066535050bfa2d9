// One definition of the information pages (/privacy, /contract-offer, /terms-and-conditions,
// /requisites, /guarantees, /faq): metadata and body. Their text is static (content/info), so the
// pages are rendered once per language and cached like the listings; they read no cookies.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FaqAccordion } from '@/components/info/faq-accordion';
import { InfoBlocks } from '@/components/info/info-blocks';
import { InfoDocument } from '@/components/info/info-document';
import { RequisitesTable } from '@/components/info/requisites-table';
import styles from '@/components/info/info-page.module.css';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { type Locale, pageLocale } from '@/i18n/routing';
import { faqAnswerText, infoContent } from '@/lib/info/content';
import { INFO_PAGES, type InfoPageKey } from '@/lib/info/pages';
import { alternates } from '@/lib/seo/alternates';
import { faqJsonLd } from '@/lib/seo/json-ld';
import { shopImagePath, socialMetadata } from '@/lib/seo/social';
import { phoneHref, shopBrand } from '@/lib/brand/identity';

const pathOf = (key: InfoPageKey) => INFO_PAGES.find((page) => page.key === key)!.path;

/** The legal documents are numbered (clauses "4.2."); the guarantees read as plain sections. */
const NUMBERED: Partial<Record<InfoPageKey, boolean>> = { contractOffer: true, terms: true };

export async function infoMetadata(key: InfoPageKey, rawLocale: string): Promise<Metadata> {
  const locale = pageLocale(rawLocale);
  const t = await getTranslations({ locale, namespace: 'Info' });
  const shop = shopBrand().name;
  const title = `${t(`${key}Title`)} | ${shop}`;
  const description = t(`${key}Description`, { shop });
  const path = pathOf(key);
  return {
    title: { absolute: title },
    description,
    alternates: alternates(path, locale),
    ...socialMetadata({ title, description, path, locale, siteName: shop, imagePath: shopImagePath(locale) }),
  };
}

async function InfoBody({ pageKey, locale }: { pageKey: InfoPageKey; locale: Locale }) {
  const [t, footer] = await Promise.all([getTranslations({ locale, namespace: 'Info' }), getTranslations({ locale, namespace: 'Footer' })]);
  const content = infoContent(locale, footer('supportHours'));
  const brand = shopBrand();
  const title = t(`${pageKey}Title`);

  if (pageKey === 'requisites') {
    const rows = [
      { label: t('legalName'), value: brand.legalName },
      { label: t('tradeName'), value: brand.name },
      { label: t('cnpj'), value: brand.cnpj },
      { label: t('address'), value: brand.address },
      { label: t('email'), value: brand.supportEmail, href: `mailto:${brand.supportEmail}` },
      { label: t('phone'), value: brand.supportPhone, href: phoneHref(brand.supportPhone) },
      { label: t('hours'), value: footer('supportHours') },
    ];
    return (
      <article className={styles.page} aria-labelledby="info-title">
        <h1 id="info-title" className={styles.title}>
          {title}
        </h1>
        <InfoBlocks blocks={content.requisites.intro} />
        <RequisitesTable caption={title} rows={rows} />
        <section id="contacts" className={styles.section} aria-labelledby="contacts-title">
          <h2 id="contacts-title" className={styles.sectionTitle}>
            {content.requisites.contacts.title}
          </h2>
          <InfoBlocks blocks={content.requisites.contacts.blocks} />
          <ul className={styles.list}>
            <li>
              <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
            </li>
            <li>
              <a href={phoneHref(brand.supportPhone)}>{brand.supportPhone}</a>
            </li>
          </ul>
        </section>
      </article>
    );
  }

  if (pageKey === 'faq') {
    const { faq } = content;
    const entries = faq.items.map((item) => ({ question: item.question, answer: faqAnswerText(item.answer) }));
    return (
      <article className={styles.page} aria-labelledby="info-title">
        <JsonLdScript data={faqJsonLd(entries, pathOf('faq'), locale)} />
        <h1 id="info-title" className={styles.title}>
          {title}
        </h1>
        {faq.intro.map((text) => (
          <p key={text} className={styles.intro}>
            {text}
          </p>
        ))}
        <section id="about" className={styles.section} aria-labelledby="about-title">
          <h2 id="about-title" className={styles.sectionTitle}>
            {faq.about.title}
          </h2>
          <InfoBlocks blocks={faq.about.blocks} />
        </section>
        <section id="questions" className={styles.section} aria-labelledby="questions-title">
          <h2 id="questions-title" className={styles.sectionTitle}>
            {faq.questionsTitle}
          </h2>
          <FaqAccordion items={faq.items} />
        </section>
      </article>
    );
  }

  return <InfoDocument title={title} contentsLabel={t('contents')} document={content[pageKey]} numbered={NUMBERED[pageKey] ?? false} />;
}

export async function InfoPage({ pageKey, rawLocale }: { pageKey: InfoPageKey; rawLocale: string }) {
  const locale = pageLocale(rawLocale);
  setRequestLocale(locale);
  return <InfoBody pageKey={pageKey} locale={locale} />;
}

