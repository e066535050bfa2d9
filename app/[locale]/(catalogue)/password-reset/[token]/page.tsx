// /password-reset/{token} (docs/product/screens-and-routes.md, order-states.md): the index with the new-password modal open.
import { EmailLinkPage, emailLinkMetadata } from '../../email-link-page';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props) {
  return emailLinkMetadata('password-reset', (await params).locale);
}

export default async function PasswordResetPage({ params }: Props) {
  const { locale, token } = await params;
  return <EmailLinkPage page="password-reset" rawLocale={locale} token={token} />;
}
