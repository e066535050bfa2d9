// The pages the proxy answers itself, self-contained HTML in the shopper's language, so they work
// even when nothing else can render: the 503 while the provider is away (with a retry link), and
// the 404 of a path whose percent-escapes do not decode (no route can take it: lib/routing/request-path.ts).
import { type Locale, isLocale, routing } from '@/i18n/routing';
import { localeMessages } from '@/lib/i18n/server-messages';

/** Seconds a client or crawler is asked to wait before retrying. */
export const UNAVAILABLE_RETRY_AFTER_S = 10;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : routing.defaultLocale;
}

interface StatusPageLink {
  href: string;
  label: string;
  primary?: boolean;
}

function statusPage(locale: Locale, title: string, text: string, links: StatusPageLink[]): string {
  const anchors = links.map((link) => `<a class="${link.primary ? 'retry' : 'back'}" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`).join('');
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f5f6fa;color:#1b1d29;display:grid;place-items:center;min-height:100vh}
main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem}a{display:inline-block;margin:.5rem;padding:.75rem 1.25rem;border-radius:.5rem;text-decoration:none}
.retry{background:#4b3fd8;color:#fff}.back{color:#4b3fd8}</style></head>
<body><main role="alert"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>
${anchors}</main></body></html>`;
}

function homeOf(locale: Locale): string {
  return locale === routing.defaultLocale ? '/' : `/${locale}`;
}

export function renderUnavailablePage(pathname: string, search: string): string {
  const locale = localeOfPath(pathname);
  const messages = localeMessages(locale);
  return statusPage(locale, messages.Errors.unavailableTitle, messages.Errors.unavailableText, [
    { href: pathname + search, label: messages.Errors.retry, primary: true },
    { href: homeOf(locale), label: messages.NotFound.back },
  ]);
}

/** The shop's "page not found" for a path no route can take, in the language its prefix names. */
export function renderNotFoundPage(pathname: string): string {
  const locale = localeOfPath(pathname);
  const messages = localeMessages(locale);
  return statusPage(locale, messages.NotFound.title, messages.NotFound.text, [{ href: homeOf(locale), label: messages.NotFound.back, primary: true }]);
}
