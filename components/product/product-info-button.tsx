'use client';
// The product-info modal (docs/product/screens-and-routes.md): the product code, with a copy button, and the support e-mail:
// the shop's one address (lib/brand/identity.ts, handed down by the layout), the same as the footer's.
import { useTranslations } from 'next-intl';
import { Suspense, useState } from 'react';
import { useBrand } from '@/components/brand/brand-context';
import { onDemand } from '@/components/ui/on-demand';
import styles from './product-details.module.css';

// The dialog library loads when the modal is first opened.
const Modal = onDemand(() => import('@/components/ui/modal').then((module) => module.Modal));

export function ProductInfoButton({ productCode }: { productCode: string }) {
  const t = useTranslations('Product');
  const { supportEmail } = useBrand();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const [used, setUsed] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(productCode);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }

  function openInfo() {
    setUsed(true);
    setOpen(true);
  }

  return (
    <>
      <button type="button" className={`icon-button ${styles.infoButton}`} aria-label={t('openInfo')} onClick={openInfo}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" fill="none" />
          <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {used ? (
        <Suspense fallback={null}>
          <Modal open={open} onOpenChange={setOpen} title={t('info')} size="light">
            <p className={styles.muted}>{t('infoText')}</p>
            <dl className={styles.infoList}>
              <div>
                <dt>{t('productCode')}</dt>
                <dd className={styles.code}>
                  <span>{productCode}</span>
                  <button type="button" className="button button-secondary" onClick={copy}>
                    {copied ? t('copied') : t('copy')}
                  </button>
                </dd>
              </div>
              <div>
                <dt>{t('supportEmail')}</dt>
                <dd>
                  <a href={`mailto:${supportEmail}?subject=${encodeURIComponent(productCode)}`}>{supportEmail}</a>
                </dd>
              </div>
            </dl>
          </Modal>
        </Suspense>
      ) : null}
    </>
  );
}
