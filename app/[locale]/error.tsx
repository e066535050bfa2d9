'use client';
// Shown when a page could not be rendered, in the shopper's language, with a retry that renders
// the page again. A server render that failed because the provider is away is answered with the 503
// page instead (lib/server/outage-answer.ts), so this shows for other failures. A chunk that
// failed to load (a tab opened before a deploy) reloads the page instead (lib/browser/chunk-reload.ts).
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { StatusMessage } from '@/components/layout/status-message';
import { Link } from '@/i18n/navigation';
import { isChunkLoadError, reloadForFailedChunk } from '@/lib/browser/chunk-reload';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Errors');
  const nav = useTranslations('NotFound');
  const router = useRouter();

  useEffect(() => {
    if (isChunkLoadError(error)) reloadForFailedChunk();
  }, [error]);

  function retry() {
    startTransition(() => {
      router.refresh();
      reset();
    });
  }

  return (
    <StatusMessage code="503" title={t('unavailableTitle')} text={t('unavailableText')} role="alert">
      <button type="button" className="button" onClick={retry}>
        {t('retry')}
      </button>
      <Link href="/" className="button button-secondary">
        {nav('back')}
      </Link>
    </StatusMessage>
  );
}
