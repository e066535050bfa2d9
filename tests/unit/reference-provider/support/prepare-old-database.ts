// Run with tsx (PGlite and ESM stay out of Jest): `tsx prepare-old-database.ts <folder | postgres://…>`.
// Writes a database (a PGlite folder, or an empty PostgreSQL database) as the provider left it before
// search and reviews existed: migration 001 only, the catalogue seeded, nothing else. The provider
// started on it must migrate it.
//
// Two prices are then set to whole euros (seeded prices end in .49/.99), so the tests can see that
// minPrice and maxPrice include their bounds: product 1 costs exactly 10.00 €, product 2 20.00 €
// (search-and-filters.test.ts relies on these two numbers).
import { listMigrations, migrate } from '../../../../reference-provider/src/db/migrate';
import { insertCatalogue } from '../../../../reference-provider/src/db/seed';
import { buildCatalogue } from '../../../../reference-provider/src/seed/catalogue';
import { openFixtureDatabase } from './fixture-database';

const WHOLE_EURO_PRICES: ReadonlyArray<readonly [id: number, cents: number]> = [
  [1, 1000],
  [2, 2000],
];

async function main(folder: string): Promise<void> {
  const db = await openFixtureDatabase(folder);
  try {
    const applied = await migrate(db, listMigrations().filter((m) => m.version === '001_catalogue'));
    if (applied.join() !== '001_catalogue') throw new Error(`expected a new folder, applied ${applied.join()}`);
    await db.transaction(async (tx) => {
      await insertCatalogue(tx, buildCatalogue());
      for (const [id, cents] of WHOLE_EURO_PRICES) {
        await tx.query('UPDATE products SET price_cents = $2, old_price_cents = NULL WHERE id = $1', [id, cents]);
      }
    });
  } finally {
    await db.close();
  }
}

const folder = process.argv[2];
if (folder && process.argv[1]?.endsWith('prepare-old-database.ts')) {
  main(folder).then(
    () => console.log(`prepared ${folder}`),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
