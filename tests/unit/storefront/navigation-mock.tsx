// A stand-in for i18n/navigation in component tests: plain links, a recorded router.
import type { AnchorHTMLAttributes } from 'react';

export const pushed: string[] = [];

export function Link({ href, locale, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; locale?: string }) {
  return <a href={href} data-locale={locale} {...rest} />;
}

export const useRouter = () => ({ push: (href: string) => pushed.push(href), replace: (href: string) => pushed.push(href) });
export const usePathname = () => '/';
