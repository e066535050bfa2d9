// A stand-in for i18n/navigation in component tests: plain links, a recorded router (one object,
// as next-intl's is stable between renders) and a pathname a test can set.
import type { AnchorHTMLAttributes } from 'react';

export const pushed: string[] = [];

let pathname = '/';

export function setPathname(value: string) {
  pathname = value;
}

export function Link({ href, locale, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; locale?: string }) {
  return <a href={href} data-locale={locale} {...rest} />;
}

const router = { push: (href: string) => pushed.push(href), replace: (href: string) => pushed.push(href) };

export const useRouter = () => router;
export const usePathname = () => pathname;
