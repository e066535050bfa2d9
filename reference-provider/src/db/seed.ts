// Fills an empty catalogue from the deterministic seed data in one transaction, one INSERT per table,
// and the seeded promo codes.
import { seedPromoCodes } from '../basket/promo-codes';
import { seedFeedbacks } from '../catalogue/feedbacks';
import { refreshSearchDocuments } from '../search/documents';
import { buildCatalogue } from '../seed/catalogue';
import { PROVIDER_LOCALES, type SeedCatalogue } from '../seed/types';
import { insertColumns } from './insert';
import type { Db, Queryable } from './types';

const SEED_LOCK_KEY = 7_391_005;

export interface SeedSummary {
  seeded: boolean;
  categories: number;
  countries: number;
  currencies: number;
  products: number;
  codes: number;
  feedbacks: number;
}

export async function insertCatalogue(tx: Queryable, catalogue: SeedCatalogue): Promise<Omit<SeedSummary, 'seeded' | 'feedbacks'>> {
  const categories = [...catalogue.categories].sort((a, b) => a.position - b.position);
  const categoryIds = new Map(categories.map((c, i) => [c.formatted_name, i + 1]));

  await insertColumns(tx, 'categories', [
    ['id', 'int[]', categories.map((_, i) => i + 1)],
    ['name', 'text[]', categories.map((c) => c.name)],
    ['formatted_name', 'text[]', categories.map((c) => c.formatted_name)],
    ['svg_path', 'text[]', categories.map((c) => c.svg_path)],
    ['position', 'int[]', categories.map((c) => c.position)],
    ['platform', 'text[]', categories.map((c) => c.platform)],
    ['brand_color', 'text[]', categories.map((c) => c.brand_color)],
  ]);
  await insertColumns(tx, 'countries', [
    ['id', 'int[]', catalogue.countries.map((_, i) => i + 1)],
    ['code', 'text[]', catalogue.countries.map((c) => c.code)],
    ['name', 'text[]', catalogue.countries.map((c) => c.name)],
  ]);
  await insertColumns(tx, 'currencies', [
    ['id', 'int[]', catalogue.currencies.map((_, i) => i + 1)],
    ['code_name', 'text[]', catalogue.currencies.map((c) => c.codeName)],
    ['label', 'text[]', catalogue.currencies.map((c) => c.label)],
  ]);

  const products = catalogue.products;
  const categoryOf = (formattedName: string): number => {
    const id = categoryIds.get(formattedName);
    if (id === undefined) throw new Error(`Seed product refers to unknown category "${formattedName}"`);
    return id;
  };
  await insertColumns(tx, 'products', [
    ['id', 'int[]', products.map((p) => p.id)],
    ['category_id', 'int[]', products.map((p) => categoryOf(p.category))],
    ['country_code', 'text[]', products.map((p) => p.country_code)],
    ['article', 'text[]', products.map((p) => p.article)],
    ['product_code', 'text[]', products.map((p) => p.product_code)],
    ['platform', 'text[]', products.map((p) => p.platform)],
    ['is_gift_card', 'boolean[]', products.map((p) => p.is_gift_card)],
    ['nominal_value', 'numeric[]', products.map((p) => p.nominal_value)],
    ['nominal_currency', 'text[]', products.map((p) => p.nominal_currency)],
    ['region_code', 'text[]', products.map((p) => p.region_code)],
    ['price_cents', 'int[]', products.map((p) => p.price_cents)],
    ['old_price_cents', 'int[]', products.map((p) => p.old_price_cents)],
    ['popularity', 'int[]', products.map((p) => p.popularity)],
    ['purchases', 'int[]', products.map((p) => p.purchases)],
    ['is_new', 'boolean[]', products.map((p) => p.is_new)],
    ['created_at', 'timestamptz[]', products.map((p) => p.created_at)],
  ]);

  const texts = products.flatMap((p) =>
    PROVIDER_LOCALES.filter((locale) => p.texts[locale] !== undefined).map((locale) => ({
      productId: p.id,
      locale,
      ...p.texts[locale],
    })),
  );
  await insertColumns(tx, 'product_texts', [
    ['product_id', 'int[]', texts.map((t) => t.productId)],
    ['locale', 'text[]', texts.map((t) => t.locale)],
    ['name', 'text[]', texts.map((t) => t.name)],
    ['description', 'text[]', texts.map((t) => t.description)],
    ['cover_text', 'text[]', texts.map((t) => t.cover_text)],
  ]);

  const codes = products.flatMap((p) => p.codes.map((code) => ({ productId: p.id, code })));
  await insertColumns(tx, 'product_codes', [
    ['product_id', 'int[]', codes.map((c) => c.productId)],
    ['code', 'text[]', codes.map((c) => c.code)],
  ]);

  return {
    categories: categories.length,
    countries: catalogue.countries.length,
    currencies: catalogue.currencies.length,
    products: products.length,
    codes: codes.length,
  };
}

/**
 * Seeds the catalogue when it has no categories yet; otherwise leaves the data alone. Without
 * `demoPromoCodes` the promo codes migration 011 wrote on the new database are removed instead of
 * completed: a shop that starts without the demo catalogue starts without its public codes too.
 */
export async function seedIfEmpty(
  db: Db,
  build: () => SeedCatalogue = buildCatalogue,
  { demoPromoCodes = true }: { demoPromoCodes?: boolean } = {},
): Promise<SeedSummary> {
  const summary = await db.transaction(async (tx): Promise<SeedSummary> => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const existing = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM categories');
    if ((existing[0]?.n ?? 0) > 0) {
      return { seeded: false, categories: 0, countries: 0, currencies: 0, products: 0, codes: 0, feedbacks: 0 };
    }
    const inserted = await insertCatalogue(tx, build());
    // Derived from the rows just written, by the same code that upgrades older databases.
    await refreshSearchDocuments(tx);
    const feedbacks = await seedFeedbacks(tx);
    // Migration 011 already wrote them; this only adds codes that are missing (idempotent).
    if (demoPromoCodes) await seedPromoCodes(tx);
    else await tx.query('DELETE FROM promo_codes');
    return { seeded: true, ...inserted, feedbacks };
  });
  // Fresh tables have no statistics; without them the planner scans every code to count stock.
  if (summary.seeded) {
    await db.exec(
      'ANALYZE categories, countries, currencies, products, product_texts, product_codes, product_search, search_words, search_word_variants, feedbacks',
    );
  }
  return summary;
}
