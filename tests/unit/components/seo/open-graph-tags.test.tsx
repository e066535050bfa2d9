// The Open Graph tags Next's metadata cannot write are <meta property> elements, one per tag.
import { render } from '@testing-library/react';
import { OpenGraphTags } from '@/components/seo/open-graph-tags';
import { productOpenGraphTags } from '@/lib/seo/social';

it('writes each tag as <meta property content>', () => {
  render(<OpenGraphTags tags={productOpenGraphTags({ priceCents: 1049, inStock: 2 })} />);
  const metas = [...document.querySelectorAll('meta[property]')].map((meta) => [meta.getAttribute('property'), meta.getAttribute('content')]);
  expect(metas).toEqual([
    ['og:type', 'product'],
    ['product:price:amount', '10.49'],
    ['product:price:currency', 'EUR'],
    ['product:availability', 'in stock'],
  ]);
});
