// Run with tsx (PGlite and ESM stay out of Jest): `tsx dump-payments.ts <folder | postgres://…>`. Prints
// the payment tables of a stopped provider's database (PGlite folder or PostgreSQL) as JSON, so a test
// can see what is really stored.
import { openFixtureDatabase } from './fixture-database';

const QUERIES: Record<string, string> = {
  orders: 'SELECT * FROM orders ORDER BY created_at, id',
  order_items: 'SELECT * FROM order_items ORDER BY order_id, position',
  acquirer_sessions: 'SELECT * FROM acquirer_sessions ORDER BY id',
  acquirer_callbacks: 'SELECT * FROM acquirer_callbacks ORDER BY id',
  acquirer_nonces: 'SELECT * FROM acquirer_nonces ORDER BY nonce',
  balance_entries: 'SELECT * FROM balance_entries ORDER BY id',
  users: 'SELECT id, balance_cents FROM users ORDER BY id',
  purchases: 'SELECT * FROM purchases ORDER BY id',
  sold_codes: "SELECT id, product_id FROM product_codes WHERE status <> 'available' ORDER BY id",
  mails: 'SELECT id, kind, text, html, links FROM mails ORDER BY id',
  promo_codes: 'SELECT code, used_count FROM promo_codes ORDER BY code',
  columns: `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`,
};

async function main(folder: string): Promise<void> {
  const db = await openFixtureDatabase(folder);
  try {
    const dump: Record<string, unknown[]> = {};
    for (const [name, sql] of Object.entries(QUERIES)) dump[name] = await db.query(sql);
    process.stdout.write(JSON.stringify(dump));
  } finally {
    await db.close();
  }
}

const folder = process.argv[2];
if (folder && process.argv[1]?.endsWith('dump-payments.ts')) {
  main(folder).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
