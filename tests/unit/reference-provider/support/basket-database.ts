// Run with tsx (PGlite and ESM stay out of Jest). Fixtures for basket-upgrade.test.ts on a stored database
// (a PGlite folder or a postgres:// address, see test-database.ts):
//
// `tsx basket-database.ts prepare <folder>` writes a database as the provider left it before baskets
// existed (migrations 001–006, the catalogue seeded, no promo codes), then gives it what the seeded
// catalogue lacks: one product with 150 more codes (for the 99 bound) and two whole prices, 9.99 € and
// 10.10 € (for the rounding). Prints {plenty, price999, price1010} (product ids) as JSON.
//
// `tsx basket-database.ts spoil <folder>` (with the provider stopped) ends HOLIDAY20 and uses up
// LIMITED25, then runs the promo seed again. Prints {reseeded} (codes the seed wrote) as JSON.
import { seedPromoCodes } from '../../../../reference-provider/src/basket/promo-codes';
import { listMigrations, migrate } from '../../../../reference-provider/src/db/migrate';
import { insertCatalogue } from '../../../../reference-provider/src/db/seed';
import type { Db } from '../../../../reference-provider/src/db/types';
import { buildCatalogue } from '../../../../reference-provider/src/seed/catalogue';
import { openFixtureDatabase } from './fixture-database';

async function prepare(db: Db): Promise<Record<string, number>> {
  const all = listMigrations();
  const first = all.filter((m) => m.version === '001_catalogue');
  const upTo006 = all.filter((m) => m.version >= '002' && m.version < '007');
  if ((await migrate(db, first)).join() !== '001_catalogue') throw new Error('expected a new folder');
  await db.transaction((tx) => insertCatalogue(tx, buildCatalogue()));
  // Run after the catalogue, like on a database seeded long ago: their steps fill search rows and reviews.
  await migrate(db, upTo006);
  return db.transaction(async (tx) => {
    const picked = await tx.query<{ id: number }>(
      `SELECT p.id FROM products p
       WHERE (SELECT count(*) FROM product_codes c WHERE c.product_id = p.id AND c.status = 'available') >= 3
       ORDER BY p.id LIMIT 3`,
    );
    const [plenty, price999, price1010] = picked.map((row) => row.id);
    if (plenty === undefined || price999 === undefined || price1010 === undefined) throw new Error('not enough stocked products');
    await tx.query(
      `INSERT INTO product_codes (product_id, code)
       SELECT $1, 'BASKET-TEST-' || n FROM generate_series(1, 150) AS n`,
      [plenty],
    );
    await tx.query('UPDATE products SET price_cents = 999, old_price_cents = NULL WHERE id = $1', [price999]);
    await tx.query('UPDATE products SET price_cents = 1010, old_price_cents = NULL WHERE id = $1', [price1010]);
    return { plenty, price999, price1010 };
  });
}

async function spoil(db: Db): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    await tx.query(`UPDATE promo_codes SET expires_at = now() - interval '1 minute' WHERE code = 'HOLIDAY20'`);
    await tx.query(`UPDATE promo_codes SET used_count = max_uses WHERE code = 'LIMITED25'`);
    return { reseeded: await seedPromoCodes(tx) };
  });
}

const [command, folder] = process.argv.slice(2);
if (process.argv[1]?.endsWith('basket-database.ts') && folder && (command === 'prepare' || command === 'spoil')) {
  (async () => {
    const db = await openFixtureDatabase(folder);
    try {
      process.stdout.write(JSON.stringify(command === 'prepare' ? await prepare(db) : await spoil(db)));
    } finally {
      await db.close();
    }
  })().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
