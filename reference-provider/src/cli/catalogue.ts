// npm run catalogue -- <command>: the operator's catalogue commands on the provider's database (PGlite
// in PROVIDER_DATA_DIR or PostgreSQL at DATABASE_URL, as the provider itself chooses). Changes are
// validated row by row, written in one transaction with the search rows, then announced to the
// storefronts by the signed revalidation call (STOREFRONT_REVALIDATE_URLS, REVALIDATE_SECRET).
// `export` writes the products back out in the import's format (a catalogue moved from PGlite to
// PostgreSQL), `promo` adds or changes a promo code (src/catalogue/operator-promo.ts).
// On PGlite the provider must be stopped: one process at a time holds the folder.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  applyRows,
  catalogueChange,
  CatalogueInputError,
  exportRows,
  parseCsv,
  parseJsonRows,
  soldBetween,
  validateRows,
  type ApplySummary,
  type CatalogueRow,
} from '../catalogue/operator';
import { MailDelivery, mailSettingsFromEnv } from '../accounts/mail';
import { applyPromo, describePromo, PromoInputError, validatePromo } from '../catalogue/operator-promo';
import { createStorefrontNotifier, storefrontUrlsFromEnv } from '../catalogue/storefront-notifier';
import { dbConfigFromEnv, openDatabase } from '../db/open';
import { prepareDatabase } from '../db/prepare';
import type { Db } from '../db/types';

const HELP: Record<string, string> = {
  '': `Usage: npm run catalogue -- <command> [options]

Commands:
  import <file.csv|file.json>        add or change products and add their codes
  price <article> <cents> [--old <cents|none>]   set a product's price
  stock <article> [code ...] [--file <codes.txt>] add codes to a product's stock
  sold [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json]   list the codes sold
  export <file.json> [--codes]       write the products as an import file (--codes: with their codes)
  promo <code> <percent> [options]   add a promo code or change one
  backup <file.tar.gz>               copy the PGlite database (provider stopped)
  restore <file.tar.gz> <folder>     make a PGlite folder from a backup

The database is the provider's: DATABASE_URL (PostgreSQL), else PROVIDER_DATA_DIR (PGlite).
Changes are told to the storefronts when STOREFRONT_REVALIDATE_URLS and REVALIDATE_SECRET are set.
"npm run catalogue -- <command> --help" explains a command.`,
  import: `Usage: npm run catalogue -- import <file.csv|file.json>

One row per product, found by its article: a new article makes a product, a known one is changed
(only the fields given), and its "codes" are added to its stock. Every row is checked first; any
error and nothing is written (errors name the row: row 1 is the first product, under a CSV header).

Fields (CSV header names, or JSON keys of an array of objects or of {"products": [...]}):
  article            required; the product's code, e.g. STM-BR-50
  category           slug of an existing category (e.g. steam); new products need it
  price_cents        price in cents; new products need it
  old_price_cents    price before a discount (above price_cents), or "none" to end one
  nominal_value, nominal_currency   face value, e.g. 50 and BRL; new products need them
  name_en            English name (the fallback); new products need it
  name_pt-BR, name_ru, name_hi, description_<locale>   names and descriptions per language
  region_code, country_code         two capital letters (e.g. BR), optional
  platform, product_code, is_gift_card   optional (default: the category's platform, the article, true)
  codes              codes to add: a JSON array, or in CSV separated by spaces, "|" or ";"`,
  price: `Usage: npm run catalogue -- price <article> <cents> [--old <cents|none>]

Sets the price in cents. --old sets the price shown struck through (above the price) or "none"
ends the discount; without --old a discount is kept only while the old price stays above the new.`,
  stock: `Usage: npm run catalogue -- stock <article> [code ...] [--file <codes.txt>]

Adds codes to the product's stock: given as arguments and/or one per line in a file. A code that is
already stocked or sold is refused, with every other error, and nothing is added. Shoppers who
asked to be told when the product is back get their one mail (in the outbox, and through SMTP_URL
when set), with links to PROVIDER_STOREFRONT_URL; an import that adds codes does the same.`,
  sold: `Usage: npm run catalogue -- sold [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json]

Lists the codes sold from --from to --to, both days included (UTC; default: the last 30 days): when,
the order, the article, the name, the price paid and the code's last 4 characters. --json prints
{from, to, count, total_cents, sales: [...]}.`,
  export: `Usage: npm run catalogue -- export <file.json> [--codes]

Writes every product, in id order, to a new JSON file in the import's format: {"products": [...]}
with article, category, price_cents, old_price_cents, nominal_value, nominal_currency,
name_<locale>, description_<locale>, region_code, country_code, platform, product_code and
is_gift_card. "import <file.json>" into an empty database makes the same catalogue, with the same
ids: the way to move a shop from PGlite to PostgreSQL. Reviews, popularity, sales and sold codes are
not in it. The file must not exist yet: an existing one is never overwritten.

--codes adds each product's available codes ("codes"). The file then holds the goods themselves:
whoever reads it can redeem them. It is written readable by its owner only; import it into one shop
only (two shops would sell each code twice), then delete it.`,
  promo: `Usage: npm run catalogue -- promo <code> <percent> [--max-uses <n|none>] [--per-account <n|none>]
                                   [--from YYYY-MM-DD] [--until <YYYY-MM-DD|none>]

Adds the promo code, or changes the one already there (codes match case-insensitively): <percent> %
off a basket, a whole number from 1 to 100. A code is 3 to 32 Latin letters, digits, "_" or "-".
  --max-uses <n>      uses in all, by every account (default: no limit)
  --per-account <n>   paid orders one account may use it in (default: no limit)
  --from <day>        first day it works, from 00:00 UTC (default: now)
  --until <day>       last day it works, to 24:00 UTC (default: no end); a past day makes it expired
A change sets the percent and the options given and keeps the others; "none" removes a limit or the
end. Baskets that carry the code take the new percent. A shop started with PROVIDER_SEED=none has no
promo codes until this command makes them. Every value is checked first: any error and nothing is
written (exit 1).`,
  backup: `Usage: npm run catalogue -- backup <file.tar.gz>

Writes the PGlite folder (PROVIDER_DATA_DIR) as one gzipped tar. Stop the provider first: the folder
is locked while it runs. For PostgreSQL use pg_dump (README "Catalogue and backups").`,
  restore: `Usage: npm run catalogue -- restore <file.tar.gz> <folder>

Makes a new PGlite folder from a backup; the folder must not exist or be empty. Point
PROVIDER_DATA_DIR at it to run the provider on it.`,
};

class UsageError extends Error {}

function readRows(file: string): CatalogueRow[] {
  const input = readFileSync(file, 'utf8');
  const ext = path.extname(file).toLowerCase();
  if (ext !== '.csv' && ext !== '.json') throw new UsageError(`${file}: expected a .csv or .json file`);
  return validateRows(ext === '.csv' ? parseCsv(input) : parseJsonRows(input));
}

async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase(dbConfigFromEnv());
  try {
    // A database the provider never opened is made ready like the provider would.
    await prepareDatabase(db);
    return await fn(db);
  } finally {
    await db.close();
  }
}

async function applyAndTell(rows: CatalogueRow[], existingOnly = false): Promise<void> {
  const summary: ApplySummary = await withDb((db) => applyRows(db, rows, { existingOnly }));
  console.log(
    `${summary.created.length} product${summary.created.length === 1 ? '' : 's'} added, ${summary.updated.length} changed, ` +
      `${summary.codes} code${summary.codes === 1 ? '' : 's'} added; search updated`,
  );
  const logger = { info: (line: string) => console.log(line), error: (line: string) => console.error(line) };
  if (summary.alerts.length > 0) {
    // The mails are in the outbox already (written with the codes); SMTP, when configured, sends them now.
    const delivery = new MailDelivery(mailSettingsFromEnv(), logger);
    for (const mail of summary.alerts) delivery.deliver(mail);
    await delivery.close();
  }
  console.log(`${summary.alerts.length} back-in-stock mail${summary.alerts.length === 1 ? '' : 's'} sent`);
  const notifier = createStorefrontNotifier({
    urls: storefrontUrlsFromEnv(process.env.STOREFRONT_REVALIDATE_URLS, logger),
    secret: process.env.REVALIDATE_SECRET?.trim() || null,
    logger,
  });
  if (!notifier.enabled) {
    console.log('Storefronts not told (STOREFRONT_REVALIDATE_URLS and a REVALIDATE_SECRET of 32+ characters are needed): their caches expire on their own');
    return;
  }
  const told = await notifier.notify(catalogueChange(summary.products));
  console.log(`Storefronts told: ${told}`);
  if (told === 0) process.exitCode = 3;
}

function day(value: string | undefined, name: string, fallback: Date): Date {
  if (value === undefined) return fallback;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== value) throw new UsageError(`--${name} must be a date YYYY-MM-DD, got "${value}"`);
  return date;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd()).join('\n');
}

async function run(argv: string[]): Promise<void> {
  const [command = '', ...rest] = argv;
  if (command === '' || command === '--help' || command === '-h' || command === 'help') {
    console.log(HELP[rest[0] ?? ''] ?? HELP['']);
    return;
  }
  if (!(command in HELP)) throw new UsageError(`Unknown command "${command}"`);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      old: { type: 'string' },
      file: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      json: { type: 'boolean' },
      codes: { type: 'boolean' },
      'max-uses': { type: 'string' },
      'per-account': { type: 'string' },
      until: { type: 'string' },
    },
  });
  if (values.help) {
    console.log(HELP[command]);
    return;
  }
  switch (command) {
    case 'import': {
      if (positionals.length !== 1) throw new UsageError('import takes one file');
      return applyAndTell(readRows(positionals[0]!));
    }
    case 'price': {
      const [article, price, ...extra] = positionals;
      if (!article || price === undefined || extra.length) throw new UsageError('price takes an article and a price in cents');
      return applyAndTell(validateRows([{ article, price_cents: price, ...(values.old === undefined ? {} : { old_price_cents: values.old }) }]), true);
    }
    case 'stock': {
      const [article, ...codes] = positionals;
      if (values.file) codes.push(...readFileSync(values.file, 'utf8').split(/\r?\n/));
      if (!article || !codes.some((c) => c.trim())) throw new UsageError('stock takes an article and at least one code');
      return applyAndTell(validateRows([{ article, codes }]), true);
    }
    case 'sold': {
      const today = day(new Date().toISOString().slice(0, 10), 'to', new Date());
      const to = day(values.to, 'to', today);
      const from = day(values.from, 'from', new Date(to.getTime() - 29 * 86_400_000));
      const end = new Date(to.getTime() + 86_400_000);
      if (from >= end) throw new UsageError('--from must not be after --to');
      const sales = await withDb((db) => soldBetween(db, from, end));
      const total = sales.reduce((sum, sale) => sum + sale.price_cents, 0);
      const range = { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
      if (values.json) {
        console.log(JSON.stringify({ ...range, count: sales.length, total_cents: total, sales }, null, 2));
        return;
      }
      console.log(
        table([
          ['sold at (UTC)', 'order', 'article', 'name', 'price_cents', 'code'],
          ...sales.map((s) => [s.sold_at.slice(0, 19).replace('T', ' '), s.order_id ?? '-', s.article, s.name ?? '', String(s.price_cents), `…${s.code_ending}`]),
        ]),
      );
      console.log(`${sales.length} code${sales.length === 1 ? '' : 's'} sold from ${range.from} to ${range.to}, ${total} cents`);
      return;
    }
    case 'export': {
      const [file, ...extra] = positionals;
      if (!file || extra.length) throw new UsageError('export takes the file to write');
      if (path.extname(file).toLowerCase() !== '.json') throw new UsageError(`${file}: an export is a .json file (the import's JSON format)`);
      if (existsSync(file)) throw new UsageError(`${file} exists already: export writes a new file and never overwrites one`);
      const codes = values.codes === true;
      const rows = await withDb((db) => exportRows(db, { codes }));
      // Written only if it still does not exist ("wx"); with codes, readable by its owner only.
      try {
        writeFileSync(file, `${JSON.stringify({ products: rows }, null, 2)}\n`, { flag: 'wx', mode: codes ? 0o600 : 0o644 });
      } catch (err) {
        if ((err as { code?: string }).code === 'EEXIST') throw new UsageError(`${file} exists already: export writes a new file and never overwrites one`);
        throw err;
      }
      const count = rows.reduce((sum, row) => sum + (row.codes?.length ?? 0), 0);
      console.log(`${rows.length} product${rows.length === 1 ? '' : 's'} written to ${file}${codes ? ` with ${count} available code${count === 1 ? '' : 's'}` : ' (no codes)'}`);
      if (codes && count > 0) console.log(`${file} holds codes that sell: import it into one shop only, then delete it`);
      return;
    }
    case 'promo': {
      const [code, percent, ...extra] = positionals;
      if (code === undefined || percent === undefined || extra.length) throw new UsageError('promo takes a code and a percent');
      const change = validatePromo({
        code,
        percent,
        maxUses: values['max-uses'],
        perAccount: values['per-account'],
        from: values.from,
        until: values.until,
      });
      console.log(describePromo(await withDb((db) => applyPromo(db, change))));
      return;
    }
    case 'backup':
    case 'restore': {
      const config = dbConfigFromEnv();
      const { dumpPglite, restorePglite } = await import('../db/pglite');
      if (command === 'backup') {
        if (positionals.length !== 1) throw new UsageError('backup takes the file to write');
        if (config.kind !== 'pglite' || config.dataDir.startsWith('memory://')) {
          throw new UsageError('backup copies a PGlite folder (PROVIDER_DATA_DIR); for PostgreSQL use pg_dump');
        }
        const dump = await dumpPglite(config.dataDir);
        writeFileSync(positionals[0]!, dump);
        console.log(`Backed up ${config.dataDir} to ${positionals[0]} (${dump.length} bytes)`);
        return;
      }
      if (positionals.length !== 2) throw new UsageError('restore takes a backup file and a new folder');
      await restorePglite(path.resolve(positionals[1]!), new Uint8Array(readFileSync(positionals[0]!)));
      console.log(`Restored ${positionals[0]} into ${path.resolve(positionals[1]!)}`);
      return;
    }
  }
}

run(process.argv.slice(2)).catch((err: unknown) => {
  if (err instanceof CatalogueInputError || err instanceof PromoInputError) {
    console.error(`Nothing was written: ${err.message}`);
    process.exitCode = 1;
  } else if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`${(err as Error).message}\nSee: npm run catalogue -- --help`);
    process.exitCode = 2;
  } else {
    console.error('catalogue:', err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
});
