// The pages an e-mail link opens (children of the index, docs/product/screens-and-routes.md): the index listing with the
// link's modal over it. Rendered per request and never indexed: the address carries a one-time
// token, so no copy of the page is kept and no search engine lists it.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmailLinkPageModal } from '@/components/auth/email-link-page-modal';
import { pageLocale } from '@/i18n/routing';
import { EMPTY_FILTERS } from '@/lib/catalogue/filters';
import { ListingView } from './listing';

type Page = 'verify-email' | 'password-reset';

const TITLES = { 'verify-email': 'verifyEmailTitle', 'password-reset': 'passwordResetTitle' } as const;

export async function emailLinkMetadata(page: Page, rawLocale: string): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale(rawLocale), namespace: 'Meta' });
  return { title: t(TITLES[page]), robots: { index: false, follow: false } };
}

export async function EmailLinkPage({ page, rawLocale, token }: { page: Page; rawLocale: string; token: string }) {
  const locale = pageLocale(rawLocale);
  setRequestLocale(locale);
  return (
    <>
      <ListingView source={{ kind: 'list', list: 'popular-products' }} locale={locale} filters={EMPTY_FILTERS} />
      <EmailLinkPageModal page={page} token={token} />
    </>
  );
}
