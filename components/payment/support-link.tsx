'use client';
// A mail to the shop's support (the footer's address), its subject quoting the order when there is one.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useBrand } from '@/components/brand/brand-context';

export function SupportLink({ orderId, className, children }: { orderId: string | null; className?: string; children: ReactNode }) {
  const t = useTranslations('Payment');
  const { supportEmail } = useBrand();
  const subject = orderId ? `?subject=${encodeURIComponent(t('supportSubject', { orderId }))}` : '';
  return (
    <a className={className} href={`mailto:${supportEmail}${subject}`}>
      {children}
    </a>
  );
}
