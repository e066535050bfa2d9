// /faq: an information page (app/[locale]/(catalogue)/info-page.tsx, text in content/info).
import { InfoPage, infoMetadata } from '../info-page';

export const revalidate = 60;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return infoMetadata('faq', (await params).locale);
}

export default async function Page({ params }: Props) {
  return <InfoPage pageKey="faq" rawLocale={(await params).locale} />;
}
