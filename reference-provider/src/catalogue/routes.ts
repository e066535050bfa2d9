// The catalogue's public calls (reference-provider/API.md): categories, countries, currencies, the
// current exchange rates, the product listings, a product with its similar products and reviews,
// search hints and results, and the covers and flags they show. No account needed for any.
import type { Context, Handler } from '../http/context';
import { coverLocale, sendCover, sendFlag } from '../http/media';
import { parseListingQuery } from '../http/listing-query';
import { parsePaging } from '../http/paging';
import { parseFormattedName, parseProductId, parseSearchText } from '../http/params';
import { notFound } from '../http/respond';
import type { Router } from '../http/router';
import { currentRates, rateJson } from '../payments/exchange';
import { searchHints, searchPage } from '../search/queries';
import { FEEDBACK_PAGE_SIZE, productFeedbacks } from './feedbacks';
import { categoryListing, listingPage, LISTINGS, similarProducts, type Listing } from './listing';
import { findCategory, listCategories, listCountries, listCurrencies, productDetail } from './queries';

/** A product listing with the filters, sort and paging of the request's query. */
async function listingAnswer(ctx: Context, listing: Listing, options: { categoryPage?: boolean } = {}) {
  const { paging, sort, filters } = await parseListingQuery(ctx.db, ctx.query, options);
  return listingPage(ctx.db, listing, { locale: ctx.locale, ...paging, sort, filters });
}

const listHandler =
  (listing: Listing): Handler =>
  async (ctx) => ({ result: await listingAnswer(ctx, listing) });

/** The product of a path id, or 404 (malformed ids included). */
function productId(raw: string): number {
  const id = parseProductId(raw);
  if (id === null) throw notFound('Product not found');
  return id;
}

export function addCatalogueRoutes(router: Router<Handler>): void {
  router
    .add('GET', '/api/categories', async ({ db }) => ({ categories: await listCategories(db) }))
    .add('GET', '/api/categories/:name', async (ctx) => {
      const name = parseFormattedName(ctx.params.name!);
      const category = name === null ? null : await findCategory(ctx.db, name);
      if (!category) throw notFound('Category not found');
      return { category, result: await listingAnswer(ctx, categoryListing(category.id), { categoryPage: true }) };
    })
    .add('GET', '/api/countries', async ({ db, locale }) => ({ countries: await listCountries(db, locale) }))
    .add('GET', '/api/currencies', async ({ db }) => ({ currencies: await listCurrencies(db) }))
    // The current rates of the Pix (BRL) and UPI (INR) charges, public: the storefront shows prices
    // in reais and rupees as approximate amounts beside the euros; a payment's quote is the exact one.
    .add('GET', '/api/exchange-rates', async ({ db }) => ({ rates: (await currentRates(db)).map(rateJson) }))
    .add('GET', '/api/popular-products', listHandler(LISTINGS.popular))
    .add('GET', '/api/novelties', listHandler(LISTINGS.novelties))
    .add('GET', '/api/discounts', listHandler(LISTINGS.discounts))
    .add('GET', '/api/holiday', listHandler(LISTINGS.holiday))
    .add('GET', '/api/products/:id', async ({ db, locale, params }) => {
      const product = await productDetail(db, productId(params.id!), locale);
      if (!product) throw notFound('Product not found');
      return { product };
    })
    .add('GET', '/api/products/:id/similar-products', async ({ db, locale, params }) => {
      const products = await similarProducts(db, productId(params.id!), locale);
      if (!products) throw notFound('Product not found');
      return { products };
    })
    .add('GET', '/api/products/feedbacks/:id', async ({ db, query, params }) => {
      const id = productId(params.id!);
      const { offset } = parsePaging(query, FEEDBACK_PAGE_SIZE);
      const result = await productFeedbacks(db, id, offset);
      if (!result) throw notFound('Product not found');
      return { result };
    })
    .add('GET', '/api/search/hints', async () => {
      parseSearchText(''); // no text at all: the 422 of an empty text
    })
    .add('GET', '/api/search/hints/:text', async ({ db, locale, params }) =>
      searchHints(db, parseSearchText(params.text!), locale),
    )
    .add('GET', '/api/search/products/:text/filter', async ({ db, locale, query, params }) => {
      const text = parseSearchText(params.text!);
      const { paging, sort, filters } = await parseListingQuery(db, query);
      return { result: await searchPage(db, text, { locale, ...paging, sort, filters }) };
    })
    .add('GET', '/media/covers/:file', async ({ db, locale, params, res }) => {
      await sendCover(res, db, params.file!, locale, false);
    })
    .add('GET', '/media/covers/:locale/:file', async ({ db, params, res }) => {
      const locale = coverLocale(params.locale!);
      if (!locale) throw notFound('Cover not found');
      await sendCover(res, db, params.file!, locale, true);
    })
    .add('GET', '/media/flags/:file', async ({ params, res }) => {
      await sendFlag(res, params.file!);
    });
}
