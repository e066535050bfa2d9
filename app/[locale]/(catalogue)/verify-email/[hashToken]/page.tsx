// /verify-email/{hashToken} (docs/product/screens-and-routes.md, order-states.md): the index with the account-activation modal open.
import { EmailLinkPage, emailLinkMetadata } from '../../email-link-page';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; hashToken: string }> };

export async function generateMetadata({ params }: Props) {
  return emailLinkMetadata('verify-email', (await params).locale);
}

export default async function VerifyEmailPage({ params }: Props) {
  const { locale, hashToken } = await params;
  return <EmailLinkPage page="verify-email" rawLocale={locale} token={hashToken} />;
}
