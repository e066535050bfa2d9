'use client';
// The error boundary of an island that loads on first use (lazy-island.tsx). Its chunk, or its
// messages' chunk, can fail to load: the network dropped, or the tab was opened before a deploy
// and the chunk is gone. A failed chunk reloads the page (lib/browser/chunk-reload.ts), which brings the
// current build; any other failure, or a chunk failing again right after a reload, shows a toast
// with a way to reload instead of a dead island or the page's error screen. The boundary lives only
// while the island is shown, so opening it again tries again.
import { useTranslations } from 'next-intl';
import { Component, type ReactNode } from 'react';
import { showToast } from '@/components/ui/toast-store';
import { isChunkLoadError, page, reloadForFailedChunk } from '@/lib/browser/chunk-reload';

/** Long enough to read and press. */
export const ISLAND_ERROR_TOAST_MS = 10_000;

export function IslandBoundary({ children }: { children: ReactNode }) {
  const t = useTranslations('Errors');
  function failed(error: unknown) {
    if (isChunkLoadError(error) && reloadForFailedChunk()) return;
    showToast({
      message: t('unexpectedText'),
      action: { label: t('retry'), onAction: () => page.reload() },
      durationMs: ISLAND_ERROR_TOAST_MS,
    });
  }
  return <Boundary onError={failed}>{children}</Boundary>;
}

class Boundary extends Component<{ children: ReactNode; onError: (error: unknown) => void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
