'use client';
// A mail to the shop's support (the footer's address), its subject quoting the order when there is one.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SUPPORT_EMAIL } from '@/lib/shop';

export function SupportLink({ orderId, className, children }: { orderId: string | null; className?: string; children: ReactNode }) {
  const t = useTranslations('Payment');
  const subject = orderId ? `?subject=${encodeURIComponent(t('supportSubject', { orderId }))}` : '';
  return (
    <a className={className} href={`mailto:${SUPPORT_EMAIL}${subject}`}>
      {children}
    </a>
  );
}
