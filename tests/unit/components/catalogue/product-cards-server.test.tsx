/**
 * @jest-environment node
 */
// A listing's first cards as the server renders them: their covers eager and at high priority, each
// announced in the document's head (<link rel=preload>, written by React's server renderer for a
// high-priority image) so the browser asks for them before the body, in the cards' order.
import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { cardProduct } from '@/components/catalogue/product-card';
import { ProductCards } from '@/components/catalogue/product-cards';
import { productSummary } from '../../support/catalogue-fixtures';
import { allMessages } from '../../support/render';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));

it('preloads the first covers in the head, in order', () => {
  const products = [1, 2, 3, 4, 5].map((id) => cardProduct(productSummary(id)));
  const html = renderToString(
    <html lang="en">
      {/* eslint-disable-next-line @next/next/no-head-element -- a whole document, where React puts what it preloads */}
      <head />
      <body>
        <NextIntlClientProvider locale="en" messages={allMessages.en}>
          <ProductCards products={products} eagerCount={4} headingLevel={2} />
        </NextIntlClientProvider>
      </body>
    </html>,
  );
  const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
  const preloads = [...head.matchAll(/<link rel="preload"([^>]*)>/g)].map(([, attributes]) => ({
    href: /href="([^"]*)"/.exec(attributes!)?.[1],
    image: attributes!.includes('as="image"') && attributes!.includes('fetchPriority="high"'),
  }));
  expect(preloads).toEqual([1, 2, 3, 4].map((id) => ({ href: `/media/covers/en/${id}.svg`, image: true })));
  const covers = [...html.matchAll(/<img ([^>]*)>/g)].filter(([, attributes]) => attributes!.includes('/media/covers/'));
  expect(covers.map(([, attributes]) => attributes!.includes('fetchPriority="high"'))).toEqual([true, true, true, true, false]);
});
