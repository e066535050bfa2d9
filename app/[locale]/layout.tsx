// The document of every localized page: <html lang>, fonts, the messages every page's client islands read,
// navbar, footer, the islands that wait until after the first paint (the language offer, the cookie
// banner, the modal and basket panel hosts: components/layout/later-islands.tsx), and the shop's
// brand (lib/brand/identity.ts: read at run time, handed to client components, and in JSON-LD), and what the
// provider offers (lib/provider/capabilities.ts, handed down the same way). Reads no cookies or headers, so pages stay static.
import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { fontVariables } from '@/app/fonts';
import { BasketSync } from '@/components/basket/basket-sync';
import { WishlistHost } from '@/components/wishlist/wishlist-host';
import { BrandProvider } from '@/components/brand/brand-context';
import { CapabilitiesProvider } from '@/components/capabilities/offered';
import { Footer } from '@/components/layout/footer';
import type { LanguageOfferTexts } from '@/components/layout/language-offer';
import { Navbar } from '@/components/layout/navbar';
import { LaterIslands } from '@/components/layout/later-islands';
import { ToastHost } from '@/components/ui/toast';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { type Locale, pageLocale, routing } from '@/i18n/routing';
import { publicBrand, shopBrand } from '@/lib/brand/identity';
import { layoutMessages } from '@/lib/i18n/client-namespaces';
import { pageLocalRate } from '@/lib/server/page-data';
import { getCategories } from '@/lib/provider';
import { providerCapabilities } from '@/lib/provider/capabilities';
import { organizationJsonLd, webSiteJsonLd } from '@/lib/seo/json-ld';
import { siteUrl } from '@/lib/seo/site';
import '../globals.css';

// Pages render on their first visit and are then cached (ISR); nothing is fetched at build time.
export function generateStaticParams() {
  return [];
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#4b3fd8',
};

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Meta' });
  const shop = shopBrand().name;
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${t('defaultTitle')} | ${shop}`, template: `%s | ${shop}` },
    description: t('defaultDescription'),
    applicationName: shop,
    icons: { icon: '/favicon.svg' },
  };
}

/**
 * The language offer's texts, each in its own language, for the pages of the default language (the
 * only ones that offer another: lib/i18n/language-offer.ts); null elsewhere.
 */
async function languageOfferTexts(locale: Locale): Promise<Partial<Record<Locale, LanguageOfferTexts>> | null> {
  if (locale !== routing.defaultLocale) return null;
  const others = routing.locales.filter((other) => other !== locale);
  const entries = await Promise.all(
    others.map(async (other) => {
      const t = await getTranslations({ locale: other, namespace: 'LanguageOffer' });
      return [other, { label: t('label'), text: t('text'), switch: t('switch'), stay: t('stay') }] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  // The basket's empty state links to the categories; without the provider it simply shows none.
  // And its total's approximate amount in reais or rupees (pt-BR, hi), at the rate the page's prices use.
  // What the provider offers beyond its specified calls: what it lacks is left out of the page.
  const [categories, localRate, capabilities] = await Promise.all([getCategories(locale), pageLocalRate(locale), providerCapabilities()]);
  const messages = await getMessages({ locale });
  // Only what every page's islands read: pages add their own, lazy islands load theirs (lib/i18n/client-namespaces.ts).
  const clientMessages = layoutMessages(messages);
  const offerTexts = await languageOfferTexts(locale);
  // The brand is read here, at run time, and handed to the client components that show it.
  const brand = shopBrand();

  return (
    <html lang={locale} className={fontVariables}>
      <body>
        <NextIntlClientProvider messages={clientMessages}>
          <CapabilitiesProvider capabilities={capabilities}>
          <BrandProvider brand={publicBrand(brand)}>
          <JsonLdScript data={organizationJsonLd(brand, locale)} />
          <JsonLdScript data={webSiteJsonLd(brand, locale)} />
          <a className="skip-link" href="#main">
            {t('skipToContent')}
          </a>
          <Navbar />
          {children}
          <Footer />
          <BasketSync />
          {capabilities.wishlist ? <WishlistHost /> : null}
          <ToastHost />
          {/* The bottom notices, the modal and panel hosts and the query's readers wait until after the first paint. */}
          <LaterIslands offerTexts={offerTexts} categories={categories.ok ? categories.data : []} localRate={localRate} />
          </BrandProvider>
          </CapabilitiesProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
