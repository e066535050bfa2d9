// The shop's own share image (/og-image, /hi/og-image …) draws no text through Satori, which does not
// shape Devanagari: the name and tagline reach the image only as shaped outlines (lib/seo/og-text.ts).
import type { ReactElement, ReactNode } from 'react';

const drawn: ReactElement[] = [];
jest.mock('next/og', () => ({
  ImageResponse: class {
    constructor(element: ReactElement) {
      drawn.push(element);
    }
  },
}));

import { GET as shopImage } from '@/app/[locale]/og-image/route';
import { localeMessages } from '@/lib/i18n/server-messages';

/** Every string Satori would lay out as text itself, and every image's alternative text. */
function walk(node: ReactNode, texts: string[], images: string[]): void {
  if (node === null || node === undefined || typeof node === 'boolean') return;
  if (typeof node === 'string' || typeof node === 'number') {
    texts.push(String(node));
    return;
  }
  if (Array.isArray(node)) {
    for (const child of node) walk(child, texts, images);
    return;
  }
  const element = node as ReactElement<{ children?: ReactNode; alt?: string; src?: string }>;
  if (typeof element.type === 'function') {
    walk((element.type as (props: unknown) => ReactNode)(element.props), texts, images);
    return;
  }
  if (element.type === 'img') images.push(`${element.props.alt ?? ''}|${element.props.src ?? ''}`);
  walk(element.props.children, texts, images);
}

test.each(['hi', 'ru', 'pt-BR'])('the %s shop image draws its name and tagline as outlines, no text of its own', async (locale) => {
  drawn.length = 0;
  await shopImage(new Request(`http://shop.test/${locale}/og-image`), { params: Promise.resolve({ locale }) });
  expect(drawn).toHaveLength(1);
  const texts: string[] = [];
  const images: string[] = [];
  walk(drawn[0], texts, images);
  expect(texts).toEqual([]);
  const tagline = localeMessages(locale as 'hi').Meta.defaultTitle;
  expect(images.some((image) => image.startsWith(`${tagline}|data:image/svg+xml;base64,`))).toBe(true);
  const svg = Buffer.from(images[1]!.split('base64,')[1]!, 'base64').toString('utf8');
  expect(svg).toMatch(/<path /);
  expect(svg).not.toMatch(/<text|font-family/);
});
