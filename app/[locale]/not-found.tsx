// "Page not found" with a way back to the catalogue; served with status 404, titled
// in the page's language and not indexed (lib/seo/not-found.ts), whatever page was not found: an
// unknown product or category, or a path no page claims.
import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { StatusMessage } from '@/components/layout/status-message';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/routing';
import { shopBrand } from '@/lib/brand/identity';
import { notFoundMetadata } from '@/lib/seo/not-found';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: 'NotFound' });
  return notFoundMetadata({ title: t('title'), text: t('text'), shop: shopBrand().name });
}

export default function NotFound() {
  const t = useTranslations('NotFound');
  return (
    <StatusMessage code="404" title={t('title')} text={t('text')}>
      <Link href="/" className="button">
        {t('back')}
      </Link>
    </StatusMessage>
  );
}
