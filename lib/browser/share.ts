// Sharing a page's link: the system's share sheet (the Web Share API) where the browser has one,
// else the link copied to the clipboard; when the clipboard is refused too, the caller shows the
// link to copy by hand. Loaded by the share button on first use, not with the page.

export interface ShareTarget {
  title: string;
  url: string;
}

/** What of `navigator` sharing uses (a test passes its own). */
export interface ShareEnvironment {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText(text: string): Promise<void> };
}

export type ShareResult = 'shared' | 'cancelled' | 'copied' | 'copy-failed';

/** The share sheet when the browser has one that takes this link, else the clipboard. */
export function shareMethod(environment: ShareEnvironment, target: ShareTarget): 'share' | 'copy' {
  if (typeof environment.share !== 'function') return 'copy';
  if (typeof environment.canShare !== 'function') return 'share';
  try {
    return environment.canShare({ title: target.title, url: target.url }) ? 'share' : 'copy';
  } catch {
    return 'copy';
  }
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Shares `target`. A share sheet the shopper closed is `cancelled` (nothing more to do); a sheet that
 * failed otherwise (refused, busy) falls back to the clipboard.
 */
export async function shareLink(environment: ShareEnvironment, target: ShareTarget): Promise<ShareResult> {
  if (shareMethod(environment, target) === 'share') {
    try {
      // Called on the environment itself: navigator.share needs navigator as `this`.
      await environment.share!({ title: target.title, url: target.url });
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  try {
    if (!environment.clipboard || typeof environment.clipboard.writeText !== 'function') return 'copy-failed';
    await environment.clipboard.writeText(target.url);
    return 'copied';
  } catch {
    return 'copy-failed';
  }
}
