// The parts of the JSON-LD that the browser builds too (no environment, no server code): the
// serializer for inline scripts, and the ItemList of a listing's cards, which the cards render
// from the data they hydrate from, so the list is in the HTML without a second copy in the
// page's payload.
import type { ItemList, WithContext } from 'schema-dts';

/**
 * JSON for an inline script: "<", ">", "&" and the line separators are escaped, so no text in the
 * data (a product name, a review) can close the script element or break the JavaScript parser.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * An ItemList of products; `productBase` is the absolute URL of the product pages in the page's
 * language without the id ("https://shop.example/en/product/"), `offset` the first one's index.
 */
export function itemListAt(products: readonly { id: number; name: string }[], productBase: string, offset = 0): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url: `${productBase}${product.id}`,
      name: product.name,
    })),
  };
}
