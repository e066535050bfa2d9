// /checkout (SPEC.md §2): private, rendered per request, never indexed, and outside the
// (catalogue) group, so without the left category menu. Like /profile, the proxy sends a visitor
// without the session cookie to log in, and here a cookie that does not unseal or has expired
// gets the same redirect (back to /checkout after login). The card flow (PAYMENT_CARD_FLOW,
// ARCHITECTURE.md decision 3) is server configuration, read here and handed to the screen.
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckoutScreen } from '@/components/checkout/checkout-screen';
import { pageLocale, routing } from '@/i18n/routing';
import { readSessionCookie } from '@/lib/bff/session';
import { sessionCookieName } from '@/lib/bff/session-cookie';
import { loginRedirectTarget } from '@/lib/private-routes';
import type { User } from '@/lib/types/account';
import type { CardFlow } from '@/lib/types/payment';
import styles from './checkout-page.module.css';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ALL_CLIENT_NAMESPACES } from '@/lib/client-namespaces';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: 'Meta' });
  return { title: t('checkoutTitle'), robots: { index: false, follow: false } };
}

export default async function CheckoutPage({ params }: Props) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const session = await readSessionCookie((await cookies()).get(sessionCookieName())?.value);
  if (!session) {
    const here = locale === routing.defaultLocale ? '/checkout' : `/${locale}/checkout`;
    const target = loginRedirectTarget(locale, routing.defaultLocale, here);
    redirect(target.pathname + target.search);
  }
  const { id, email, name, verified, balance } = session.user;
  const known: User = { id, email, name, verified, balance };
  const flow: CardFlow = process.env.PAYMENT_CARD_FLOW === 'redirect' ? 'redirect' : 'modal';
  return (
    <main id="main" className={styles.main}>
      <ClientMessages locale={locale} namespaces={ALL_CLIENT_NAMESPACES}>
        <CheckoutScreen flow={flow} knownUser={known} />
      </ClientMessages>
    </main>
  );
}
