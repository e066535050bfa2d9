// The "tell me when it is back" offer of a sold-out product (docs/stock-alerts-contract.md), on the
// static product page, which reads no cookie. In stock: nothing at all. Sold out: a reserved place,
// this page's StockAlerts messages, and an island whose code loads after hydration
// (stock-alert-button.tsx), so the catalogue's first load carries only the small loader.
import { useMessages } from 'next-intl';
import { MoreMessages } from '@/components/i18n/more-messages';
import { pickNamespaces } from '@/lib/i18n/client-namespaces';
import type { ProductDetail } from '@/lib/types/catalogue';
import { StockAlertIsland } from './stock-alert-island';
import styles from './stock-alert.module.css';

export const STOCK_ALERT_NAMESPACES = ['StockAlerts'] as const;

/** `offered`: whether the provider mails back-in-stock alerts (lib/provider/capabilities.ts). */
export function StockAlert({ product, offered }: { product: Pick<ProductDetail, 'id' | 'inStock'>; offered: boolean }) {
  const messages = useMessages();
  // In stock, or a provider that mails no alerts: nothing to offer.
  if (!offered || product.inStock > 0) return null;
  return (
    <div className={styles.slot}>
      <MoreMessages messages={pickNamespaces(messages, STOCK_ALERT_NAMESPACES)}>
        <StockAlertIsland productId={product.id} />
      </MoreMessages>
    </div>
  );
}
