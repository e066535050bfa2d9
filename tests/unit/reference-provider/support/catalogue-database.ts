// Run with tsx (PGlite and ESM stay out of Jest). Fixtures for catalogue-cli.test.ts on a stored database
// (a PGlite folder or a postgres:// address, see test-database.ts), with the provider stopped:
//
// `tsx catalogue-database.ts count <location>` prints what the catalogue holds as JSON: the products
// (article, prices, names by language), the codes (article, status), the search rows, the
// categories and the promo codes (their codes, and each with its percent, days and limits).
//
// `tsx catalogue-database.ts sell <location> <article> <iso-time>...` sells one available code of the
// product at each time given (a buyer account, the code marked sold, a purchase at the product's price).
import { openFixtureDatabase } from './fixture-database';

async function main(command: string | undefined, location: string | undefined, args: string[]): Promise<unknown> {
  if (!location) throw new Error('usage: catalogue-database.ts count|sell <location> ...');
  const db = await openFixtureDatabase(location);
  try {
    if (command === 'count') {
      return {
        products: await db.query(
          `SELECT p.article, p.price_cents, p.old_price_cents, p.nominal_value::text, p.nominal_currency,
             jsonb_object_agg(t.locale, t.name) FILTER (WHERE t.name IS NOT NULL) AS names
           FROM products p LEFT JOIN product_texts t ON t.product_id = p.id GROUP BY p.id ORDER BY p.article`,
        ),
        codes: await db.query('SELECT p.article, c.code, c.status FROM product_codes c JOIN products p ON p.id = c.product_id ORDER BY c.code'),
        searchRows: (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_search'))[0]!.n,
        categories: (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM categories'))[0]!.n,
        promoCodes: (await db.query<{ code: string }>('SELECT code FROM promo_codes ORDER BY code')).map((row) => row.code),
        promos: (
          await db.query<{ starts_at: Date | string; expires_at: Date | string | null }>(
            `SELECT code, discount_percent, starts_at, expires_at, max_uses, used_count, max_uses_per_account FROM promo_codes ORDER BY code`,
          )
        ).map((row) => ({
          ...row,
          starts_at: new Date(row.starts_at).toISOString(),
          expires_at: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
        })),
      };
    }
    if (command === 'sell') {
      const [article, ...times] = args;
      return await db.transaction(async (tx) => {
        const [user] = await tx.query<{ id: number }>(
          `INSERT INTO users (email, name, password_hash) VALUES ('buyer@example.test', 'Buyer', 'scrypt$fixture')
           ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
        );
        const sold: string[] = [];
        for (const time of times) {
          const [code] = await tx.query<{ id: string; code: string; product_id: number; price_cents: number }>(
            `UPDATE product_codes c SET status = 'sold', updated_at = $2
             FROM products p
             WHERE c.id = (SELECT c2.id FROM product_codes c2 JOIN products p2 ON p2.id = c2.product_id
                           WHERE p2.article = $1 AND c2.status = 'available' ORDER BY c2.id LIMIT 1)
               AND p.id = c.product_id
             RETURNING c.id, c.code, c.product_id, p.price_cents`,
            [article, time],
          );
          if (!code) throw new Error(`no code of ${article} left`);
          await tx.query(
            'INSERT INTO purchases (user_id, product_id, product_code_id, price_cents, purchased_at) VALUES ($1, $2, $3, $4, $5)',
            [user!.id, code.product_id, code.id, code.price_cents, time],
          );
          sold.push(code.code);
        }
        return { sold };
      });
    }
    throw new Error(`unknown command ${command}`);
  } finally {
    await db.close();
  }
}

const [command, location, ...rest] = process.argv.slice(2);
main(command, location, rest).then(
  (result) => process.stdout.write(JSON.stringify(result)),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
