// The product page (SPEC.md §2): cover, name, the facts a buyer of codes checks (region first,
// next to the price), and the description. Unknown or malformed ids are a 404.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductDetails } from '@/components/product/product-details';
import type { Locale } from '@/i18n/routing';
import { formatPrice } from '@/lib/format';
import { pageData, parseId } from '@/lib/page-data';
import { getProduct } from '@/lib/provider';
import { alternates } from '@/lib/seo/alternates';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const result = await getProduct(parseId(id), locale);
  if (!result.ok) return {};
  const t = await getTranslations({ locale, namespace: 'Meta' });
  const product = result.data;
  return {
    title: product.name,
    description: t('productDescription', { name: product.name, price: formatPrice(product.priceCents, locale) }),
    alternates: alternates(`/product/${product.id}`, locale),
  };
}

export default async function ProductPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const product = pageData(await getProduct(parseId(id), locale));
  return <ProductDetails product={product} />;
}
