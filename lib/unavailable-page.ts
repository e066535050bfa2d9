// The page the proxy answers with status 503 while the provider is away: self-contained HTML in the
// shopper's language with a retry link, so it works even when nothing else can render.
import { type Locale, isLocale, routing } from '@/i18n/routing';
import { localeMessages } from '@/lib/messages';

/** Seconds a client or crawler is asked to wait before retrying. */
export const UNAVAILABLE_RETRY_AFTER_S = 10;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : routing.defaultLocale;
}

export function renderUnavailablePage(pathname: string, search: string): string {
  const locale = localeOfPath(pathname);
  const messages = localeMessages(locale);
  const text = { ...messages.Errors, back: messages.NotFound.back };
  const home = locale === routing.defaultLocale ? '/' : `/${locale}`;
  const retry = escapeHtml(pathname + search);
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(text.unavailableTitle)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f5f6fa;color:#1b1d29;display:grid;place-items:center;min-height:100vh}
main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem}a{display:inline-block;margin:.5rem;padding:.75rem 1.25rem;border-radius:.5rem;text-decoration:none}
.retry{background:#4b3fd8;color:#fff}.back{color:#4b3fd8}</style></head>
<body><main role="alert"><h1>${escapeHtml(text.unavailableTitle)}</h1><p>${escapeHtml(text.unavailableText)}</p>
<a class="retry" href="${retry}">${escapeHtml(text.retry)}</a><a class="back" href="${home}">${escapeHtml(text.back)}</a></main></body></html>`;
}
