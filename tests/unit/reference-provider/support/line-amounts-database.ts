// Run with tsx (PGlite and ESM stay out of Jest): `tsx line-amounts-database.ts`. A database in
// memory as the provider left it before order lines kept their amount after the discount
// (migrations 001–013, the catalogue seeded) with one order made then: 3 units at 5,49 € and 1 at
// 1,79 € less 15 %, each unit's price rounded on its own (4,67 € and 1,52 €). Then the remaining
// migrations run, and it prints the order's lines and order_items' columns as JSON.
import { listMigrations, migrate } from '../../../../reference-provider/src/db/migrate';
import { openPglite } from '../../../../reference-provider/src/db/pglite';
import { insertCatalogue } from '../../../../reference-provider/src/db/seed';
import { buildCatalogue } from '../../../../reference-provider/src/seed/catalogue';

const ORDER_ID = 'OLDORDER0000000000AA';

async function main(): Promise<unknown> {
  const db = await openPglite('memory://');
  try {
    const all = listMigrations();
    await migrate(db, all.filter((m) => m.version === '001_catalogue'));
    await db.transaction((tx) => insertCatalogue(tx, buildCatalogue()));
    await migrate(db, all.filter((m) => m.version < '014'));
    await db.transaction(async (tx) => {
      const products = await tx.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 2');
      const user = await tx.query<{ id: number }>(
        `INSERT INTO users (email, name, password_hash) VALUES ('old@example.com', 'Old', 'scrypt$x') RETURNING id`,
      );
      await tx.query(
        `INSERT INTO orders (id, user_id, type, locale, subtotal_cents, total_cents, promo_code, discount_percent)
         VALUES ($1, $2, 'purchase', 'en', 1826, 1552, 'GAMER15', 15)`,
        [ORDER_ID, user[0]!.id],
      );
      await tx.query(
        `INSERT INTO order_items (order_id, position, product_id, price_cents, paid_cents, quantity)
         VALUES ($1, 1, $2, 549, 467, 3), ($1, 2, $3, 179, 152, 1)`,
        [ORDER_ID, products[0]!.id, products[1]!.id],
      );
    });
    const applied = await migrate(db);
    const lines = await db.query(
      'SELECT position, price_cents, paid_total_cents, quantity FROM order_items WHERE order_id = $1 ORDER BY position',
      [ORDER_ID],
    );
    const columns = await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'order_items' ORDER BY column_name`,
    );
    return { applied, lines, columns: columns.map((row) => row.column_name) };
  } finally {
    await db.close();
  }
}

if (process.argv[1]?.endsWith('line-amounts-database.ts')) {
  main().then(
    (result) => process.stdout.write(JSON.stringify(result)),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
