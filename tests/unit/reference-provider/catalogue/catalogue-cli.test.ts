// The operator's catalogue commands (npm run catalogue, reference-provider/src/cli/catalogue.ts) on a
// stored database: imports from CSV and JSON are checked whole (every row's errors, nothing written
// on any), written with their search rows and announced to the storefront by the signed revalidation
// call; price and stock commands; the sold listing; the export an import takes back whole; promo
// codes added and changed; the PGlite backup and restore; and the switch that keeps the demo
// catalogue out of a production database.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PromoInputError, validatePromo, type PromoInput } from '@/reference-provider/src/catalogue/operator-promo';
import { signCatalogueChange } from '@/reference-provider/src/catalogue/storefront-notifier';
import { accountClient } from '../support/accounts-client';
import { startProviderProcess } from '../support/start-provider';
import { createPostgresDatabase, POSTGRES_ADMIN_URL, storedTestDatabase, type TestDatabase } from '../support/test-database';

const ROOT = path.resolve(__dirname, '../../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const SECRET = 'catalogue-cli-revalidation-secret-0123456789';
const SLOW = 180_000;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function tsx(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(TSX, args, { cwd: ROOT, env: { ...process.env, NODE_ENV: 'development', ...env }, maxBuffer: 32 << 20 }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

interface Received {
  body: string;
  headers: http.IncomingHttpHeaders;
}

let database: TestDatabase;
let work: string;
let storefront: http.Server;
let storefrontUrl: string;
const received: Received[] = [];

function env(extra: Record<string, string> = {}): Record<string, string> {
  return { ...database.env, PROVIDER_SEED: 'none', STOREFRONT_REVALIDATE_URLS: storefrontUrl, REVALIDATE_SECRET: SECRET, ...extra };
}

const catalogue = (args: string[], extra?: Record<string, string>) => tsx(['reference-provider/src/cli/catalogue.ts', ...args], env(extra));

interface Contents {
  products: Array<{ article: string; price_cents: number; old_price_cents: number | null; nominal_value: string; names: Record<string, string> }>;
  codes: Array<{ article: string; code: string; status: string }>;
  searchRows: number;
  categories: number;
  promoCodes: string[];
  promos: Array<{
    code: string;
    discount_percent: number;
    starts_at: string;
    expires_at: string | null;
    max_uses: number | null;
    used_count: number;
    max_uses_per_account: number | null;
  }>;
}

async function contents(location = database.location): Promise<Contents> {
  const run = await tsx(['tests/unit/reference-provider/support/catalogue-database.ts', 'count', location], database.env);
  if (run.code !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Contents;
}

function file(name: string, text: string): string {
  const where = path.join(work, name);
  writeFileSync(where, text);
  return where;
}

beforeAll(async () => {
  database = await storedTestDatabase('catalogue-cli');
  work = mkdtempSync(path.join(os.tmpdir(), 'catalogue-cli-files-'));
  storefront = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ body, headers: req.headers });
      res.writeHead(req.url === '/api/revalidate' ? 200 : 404, { 'Content-Type': 'application/json' }).end('{"revalidated":true}');
    });
  });
  await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve));
  storefrontUrl = `http://127.0.0.1:${(storefront.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => storefront.close(resolve));
  await database.drop();
  rmSync(work, { recursive: true, force: true });
});

beforeEach(() => {
  received.length = 0;
});

it('explains itself and each command', async () => {
  const help = await catalogue(['--help']);
  expect(help.code).toBe(0);
  for (const command of ['import', 'price', 'stock', 'sold', 'export', 'promo', 'backup', 'restore']) expect(help.stdout).toContain(`  ${command} `);
  const importHelp = await catalogue(['import', '--help']);
  expect(importHelp.stdout).toMatch(/old_price_cents/);
  expect(importHelp.stdout).toMatch(/name_en/);
  // Codes are goods: the help of export says the file holds them.
  const exportHelp = await catalogue(['export', '--help']);
  expect(exportHelp.stdout).toContain('--codes');
  expect(exportHelp.stdout).toMatch(/holds the goods themselves/);
  expect((await catalogue(['promo', '--help'])).stdout).toMatch(/--per-account <n>/);
  const unknown = await catalogue(['nonsense']);
  expect(unknown.code).toBe(2);
  expect(unknown.stderr).toContain('Unknown command "nonsense"');
});

it(
  'refuses a file with errors whole, naming every row, and writes nothing',
  async () => {
    const csv = file(
      'bad.csv',
      [
        'article,category,price_cents,nominal_value,nominal_currency,name_en,codes',
        'OPS-BR-10,steam,1000,10,BRL,Operator Card 10,OPS-GOOD-1',
        'OPS-BR-20,no-such-shelf,twenty,20,BRL,Operator Card 20,OPS-GOOD-1',
        'OPS-BR-30,steam,3000,30,BRL,,',
      ].join('\n'),
    );
    const run = await catalogue(['import', csv]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Nothing was written');
    expect(run.stderr).toContain('row 2, price_cents');
    // Shape errors come first; once the shapes are right, the rows are checked against the catalogue.
    const json = file(
      'bad.json',
      JSON.stringify({
        products: [
          { article: 'OPS-BR-10', category: 'steam', price_cents: 1000, nominal_value: 10, nominal_currency: 'BRL', name_en: 'Operator Card 10', codes: ['OPS-GOOD-1'] },
          { article: 'OPS-BR-20', category: 'no-such-shelf', price_cents: 2000, nominal_value: 20, nominal_currency: 'BRL', name_en: 'Operator Card 20', codes: ['OPS-GOOD-1'] },
          { article: 'OPS-BR-30', category: 'steam', price_cents: 3000, old_price_cents: 2000, nominal_value: 30, nominal_currency: 'BRL' },
        ],
      }),
    );
    const checked = await catalogue(['import', json]);
    expect(checked.code).toBe(1);
    expect(checked.stderr).toContain('row 2, category: "no-such-shelf" is not a category');
    expect(checked.stderr).toContain('row 2, codes: code ending "OD-1" is also on row 1');
    expect(checked.stderr).toContain('row 3, name_en: is needed for a new product');
    expect(checked.stderr).toContain('row 3, old_price_cents: must be above price_cents');
    expect(checked.stderr).not.toMatch(/^ *row 1,/m);
    expect(received).toEqual([]);
    const after = await contents();
    expect(after.products).toEqual([]);
    expect(after.codes).toEqual([]);
  },
  SLOW,
);

it(
  'imports CSV and JSON with their search rows and tells the storefront by the signed call',
  async () => {
    const csv = file(
      'products.csv',
      [
        'article,category,price_cents,old_price_cents,nominal_value,nominal_currency,region_code,name_en,name_pt-BR,description_en,codes',
        'QZX-BR-50,steam,2490,2990,50,BRL,BR,Quetzalcoatl Gift Card 50,"Cartão Quetzalcoatl, 50",Adds 50 to the wallet.,QZX-0001 QZX-0002|QZX-0003',
        'QZX-BR-100,steam,4990,,100,BRL,BR,Quetzalcoatl Gift Card 100,"Cartão Quetzalcoatl, 100",,',
      ].join('\r\n'),
    );
    const run = await catalogue(['import', csv]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('2 products added, 0 changed, 3 codes added');
    expect(run.stdout).toContain('Storefronts told: 1');
    expect(received).toHaveLength(1);
    const [call] = received;
    const { 'x-revalidate-timestamp': timestamp, 'x-revalidate-nonce': nonce, 'x-revalidate-signature': signature } = call!.headers;
    expect(signature).toBe(signCatalogueChange(SECRET, String(timestamp), String(nonce), call!.body));
    const change = JSON.parse(call!.body) as { products: number[] };
    expect(change.products).toHaveLength(2);
    received.length = 0;

    const json = file(
      'products.json',
      JSON.stringify([
        { article: 'QZX-BR-100', codes: ['QZX-0100'] },
        { article: 'QZX-IN-500', category: 'steam', price_cents: 700, nominal_value: 500, nominal_currency: 'INR', name_en: 'Quetzalcoatl Card 500 INR', name_hi: 'क्वेट्ज़ालकोटल कार्ड 500', codes: [] },
      ]),
    );
    const second = await catalogue(['import', json]);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('1 product added, 1 changed, 1 code added');
    expect(received).toHaveLength(1);
    const changed = (JSON.parse(received[0]!.body) as { products: number[] }).products;
    expect(changed).toContain(change.products[1]);

    const now = await contents();
    expect(now.products.map((p) => [p.article, p.price_cents, p.old_price_cents])).toEqual([
      ['QZX-BR-100', 4990, null],
      ['QZX-BR-50', 2490, 2990],
      ['QZX-IN-500', 700, null],
    ]);
    expect(now.products[1]!.names).toEqual({ en: 'Quetzalcoatl Gift Card 50', 'pt-BR': 'Cartão Quetzalcoatl, 50' });
    expect(now.codes.map((c) => [c.article, c.code, c.status])).toEqual([
      ['QZX-BR-50', 'QZX-0001', 'available'],
      ['QZX-BR-50', 'QZX-0002', 'available'],
      ['QZX-BR-50', 'QZX-0003', 'available'],
      ['QZX-BR-100', 'QZX-0100', 'available'],
    ]);
    expect(now.searchRows).toBe(3);
  },
  SLOW,
);

it(
  'sets a price and adds stock, with the same checks and the same call',
  async () => {
    const price = await catalogue(['price', 'QZX-BR-100', '3990', '--old', '4990']);
    expect(price.code).toBe(0);
    expect(received).toHaveLength(1);
    const stock = await catalogue(['stock', 'QZX-IN-500', 'QZX-0500', '--file', file('codes.txt', 'QZX-0501\nQZX-0502\n')]);
    expect(stock.code).toBe(0);
    expect(stock.stdout).toContain('3 codes added');
    expect(received).toHaveLength(2);

    // One after another: on PGlite one process at a time holds the folder.
    const refused: Run[] = [];
    for (const args of [['stock', 'QZX-IN-500', 'QZX-0001'], ['price', 'QZX-NOPE', '100'], ['price', 'QZX-BR-50', '3500', '--old', '3000']]) {
      refused.push(await catalogue(args));
    }
    expect(refused.map((run) => run.code)).toEqual([1, 1, 1]);
    expect(refused[0]!.stderr).toContain('already in stock or sold');
    expect(refused[1]!.stderr).toContain('no product has the article "QZX-NOPE"');
    expect(refused[2]!.stderr).toContain('must be above price_cents');
    expect(received).toHaveLength(2);

    const now = await contents();
    expect(now.products.find((p) => p.article === 'QZX-BR-100')).toMatchObject({ price_cents: 3990, old_price_cents: 4990 });
    expect(now.products.find((p) => p.article === 'QZX-BR-50')).toMatchObject({ price_cents: 2490, old_price_cents: 2990 });
    expect(now.codes.filter((c) => c.article === 'QZX-IN-500').map((c) => c.code)).toEqual(['QZX-0500', 'QZX-0501', 'QZX-0502']);
  },
  SLOW,
);

it(
  'lists what sold in a period, as a table and as JSON, without the codes themselves',
  async () => {
    const sell = await tsx(
      ['tests/unit/reference-provider/support/catalogue-database.ts', 'sell', database.location, 'QZX-BR-50', '2026-03-01T10:00:00Z', '2026-03-15T12:00:00Z', '2026-04-02T09:00:00Z'],
      database.env,
    );
    expect(sell.code).toBe(0);
    const json = await catalogue(['sold', '--from', '2026-03-01', '--to', '2026-03-31', '--json']);
    expect(json.code).toBe(0);
    const listing = JSON.parse(json.stdout) as { count: number; total_cents: number; sales: Array<Record<string, unknown>> };
    expect(listing).toMatchObject({ from: '2026-03-01', to: '2026-03-31', count: 2, total_cents: 4980 });
    expect(listing.sales.map((s) => [s.sold_at, s.article, s.price_cents, s.code_ending])).toEqual([
      ['2026-03-01T10:00:00.000Z', 'QZX-BR-50', 2490, '0001'],
      ['2026-03-15T12:00:00.000Z', 'QZX-BR-50', 2490, '0002'],
    ]);
    expect(json.stdout).not.toContain('QZX-0001');
    const text = await catalogue(['sold', '--from', '2026-04-01', '--to', '2026-04-30']);
    expect(text.stdout).toMatch(/2026-04-02 09:00:00 +- +QZX-BR-50 +Quetzalcoatl Gift Card 50 +2490 +…0003/);
    expect(text.stdout).toContain('1 code sold from 2026-04-01 to 2026-04-30, 2490 cents');
    const bad = await catalogue(['sold', '--from', '2026-02-30']);
    expect(bad.code).toBe(2);
  },
  SLOW,
);

it(
  'leaves the provider finding the imported products and selling their codes',
  async () => {
    const provider = await startProviderProcess({ env: { ...env() } });
    try {
      const response = await fetch(`${provider.url}/api/search/products/quetzalcoatl/filter?lang=en`);
      expect(response.status).toBe(200);
      const { result } = (await response.json()) as { result: { products: Array<{ name: string; price: number; in_stock: number }> } };
      const found = Object.fromEntries(result.products.map((p) => [p.name, [p.price, p.in_stock]]));
      // QZX-BR-50 sold all three of its codes above.
      expect(found).toEqual({
        'Quetzalcoatl Gift Card 50': [2490, 0],
        'Quetzalcoatl Gift Card 100': [3990, 1],
        'Quetzalcoatl Card 500 INR': [700, 3],
      });
      const hindi = await fetch(`${provider.url}/api/search/hints/${encodeURIComponent('क्वेट्ज़ालकोटल')}`);
      expect(((await hindi.json()) as { hintsByName: unknown[] }).hintsByName).toHaveLength(1);
    } finally {
      await provider.stop();
    }
  },
  SLOW,
);

it(
  'mails the back-in-stock alerts of a product the stock command restocks, once, in their language',
  async () => {
    let provider = await startProviderProcess({ env: { ...env() } });
    let providerUrl = provider.url;
    const client = accountClient(() => providerUrl);
    let email: string;
    let productId: number;
    try {
      const found = await fetch(`${provider.url}/api/search/products/quetzalcoatl/filter?lang=en`);
      const { result } = (await found.json()) as { result: { products: Array<{ id: number; name: string; in_stock: number }> } };
      productId = result.products.find((p) => p.name === 'Quetzalcoatl Gift Card 50' && p.in_stock === 0)!.id;
      const shopper = await client.register({ locale: 'ru' });
      email = shopper.email;
      const set = await client.call('POST', '/api/stock-alerts', { token: shopper.token, body: { product_id: productId }, locale: 'ru' });
      expect(set.status).toBe(201);
    } finally {
      await provider.stop();
    }

    const stock = await catalogue(['stock', 'QZX-BR-50', 'QZX-0900'], { PROVIDER_STOREFRONT_URL: 'https://shop.example' });
    expect(stock.code).toBe(0);
    expect(stock.stdout).toContain('1 back-in-stock mail sent');
    const again = await catalogue(['stock', 'QZX-BR-50', 'QZX-0901'], { PROVIDER_STOREFRONT_URL: 'https://shop.example' });
    expect(again.stdout).toContain('0 back-in-stock mails sent');

    provider = await startProviderProcess({ env: { ...env() } });
    providerUrl = provider.url;
    try {
      const mails = (await client.mails(email)).filter((mail) => mail.kind === 'stock-alert');
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ locale: 'ru', links: [`https://shop.example/ru/product/${productId}`] });
      expect(mails[0]!.subject).toContain('снова в наличии');
    } finally {
      await provider.stop();
    }
  },
  SLOW,
);

it(
  'exports the products in the import format, which an import into an empty database takes back whole',
  async () => {
    const plain = path.join(work, 'export.json');
    const exported = await catalogue(['export', plain]);
    expect(exported.stderr).toBe('');
    expect(exported.code).toBe(0);
    expect(exported.stdout).toContain('3 products written');
    const { products } = JSON.parse(readFileSync(plain, 'utf8')) as { products: Array<Record<string, unknown>> };
    expect(products.map((p) => p.article)).toEqual(['QZX-BR-50', 'QZX-BR-100', 'QZX-IN-500']);
    expect(products[0]).toEqual({
      article: 'QZX-BR-50',
      category: 'steam',
      price_cents: 2490,
      old_price_cents: 2990,
      nominal_value: 50,
      nominal_currency: 'BRL',
      'name_pt-BR': 'Cartão Quetzalcoatl, 50',
      name_en: 'Quetzalcoatl Gift Card 50',
      'description_pt-BR': '',
      description_en: 'Adds 50 to the wallet.',
      region_code: 'BR',
      platform: 'Steam',
      product_code: 'QZX-BR-50',
      is_gift_card: true,
    });
    // Never over an existing file.
    const again = await catalogue(['export', plain, '--codes']);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('exists already');
    expect(readFileSync(plain, 'utf8')).not.toContain('"codes"');

    const withCodes = path.join(work, 'export-codes.json');
    const run = await catalogue(['export', withCodes, '--codes']);
    expect(run.code).toBe(0);
    expect(statSync(withCodes).mode & 0o777).toBe(0o600);
    const stocked = (await contents()).codes.filter((c) => c.status === 'available');
    const written = (JSON.parse(readFileSync(withCodes, 'utf8')) as { products: Array<{ article: string; codes: string[] }> }).products;
    // The available codes only: those sold above stay behind.
    expect(written.flatMap((p) => p.codes.map((code) => `${p.article} ${code}`)).sort()).toEqual(stocked.map((c) => `${c.article} ${c.code}`).sort());
    expect(written.find((p) => p.article === 'QZX-BR-50')!.codes).toEqual(['QZX-0900', 'QZX-0901']);

    const copy = await storedTestDatabase('catalogue-cli-copy');
    try {
      const imported = await tsx(['reference-provider/src/cli/catalogue.ts', 'import', withCodes], { ...copy.env, PROVIDER_SEED: 'none' });
      expect(imported.code).toBe(0);
      expect(imported.stdout).toContain('3 products added, 0 changed, 6 codes added');
      const back = path.join(work, 'export-copy.json');
      expect((await tsx(['reference-provider/src/cli/catalogue.ts', 'export', back, '--codes'], { ...copy.env, PROVIDER_SEED: 'none' })).code).toBe(0);
      expect(readFileSync(back, 'utf8')).toBe(readFileSync(withCodes, 'utf8'));
      const [original, copied] = [await contents(), await contents(copy.location)];
      expect(copied.products).toEqual(original.products);
      expect(copied.codes).toEqual(stocked);
      expect(copied.searchRows).toBe(original.searchRows);
    } finally {
      await copy.drop();
    }
  },
  SLOW,
);

it('checks every value of a promo code before any database', () => {
  const errors = (input: Partial<PromoInput>) => {
    try {
      validatePromo({ code: 'SPRING10', percent: '10', ...input });
    } catch (err) {
      if (err instanceof PromoInputError) return err.errors;
      throw err;
    }
    return [];
  };
  expect(errors({})).toEqual([]);
  expect(validatePromo({ code: ' spring_10-x ', percent: '100', maxUses: 'none', until: 'none' })).toEqual({
    code: 'spring_10-x',
    percent: 100,
    maxUses: null,
    perAccount: undefined,
    until: null,
  });
  for (const code of ['AB', 'X'.repeat(33), 'SPRING 10', 'PRIMAVERA€']) expect(errors({ code })).toEqual([expect.stringContaining(`code "${code}" must be 3 to 32`)]);
  for (const percent of ['0', '101', '10.5', 'ten', '', '-5']) expect(errors({ percent })).toEqual([`percent must be a whole number from 1 to 100, got "${percent}"`]);
  expect(errors({ maxUses: '0', perAccount: '2147483648' })).toEqual([
    '--max-uses must be a whole number from 1 to 2147483647 or "none", got "0"',
    '--per-account must be a whole number from 1 to 2147483647 or "none", got "2147483648"',
  ]);
  expect(errors({ from: '2026-02-30', until: 'soon' })).toEqual([
    '--from must be a date YYYY-MM-DD, got "2026-02-30"',
    '--until must be a date YYYY-MM-DD or "none", got "soon"',
  ]);
  expect(errors({ from: '2026-03-02', until: '2026-03-01' })).toEqual(['--until 2026-03-01 is before --from 2026-03-02']);
});

it(
  'adds promo codes and changes one, keeping what a change does not name',
  async () => {
    const welcome = await catalogue(['promo', 'welcome10', '10', '--per-account', '1']);
    expect(welcome.stderr).toBe('');
    expect(welcome.code).toBe(0);
    expect(welcome.stdout).toMatch(/^Promo code welcome10 added: 10 % off, from \d{4}-\d\d-\d\d \d\d:\d\d UTC, no end, no limit of uses \(0 so far\), once per account$/m);
    const expired = await catalogue(['promo', 'EXPIRED30', '30', '--from', '2026-01-01', '--until', '2026-01-31']);
    expect(expired.stdout).toContain('Promo code EXPIRED30 added: 30 % off, from 2026-01-01 00:00 UTC, until 2026-02-01 00:00 UTC');
    // Matched whatever its case; its spelling, start and limit per account are kept.
    const changed = await catalogue(['promo', 'WELCOME10', '15', '--max-uses', '100']);
    expect(changed.stdout).toContain('Promo code welcome10 changed: 15 % off');
    expect(changed.stdout).toContain('100 uses in all (0 so far), once per account');

    // One after another: on PGlite one process at a time holds the folder.
    const refused: Run[] = [];
    for (const args of [
      ['promo', 'ab', '0', '--max-uses', '0'],
      ['promo', 'expired30', '30', '--until', '2025-12-31'],
      ['promo', 'NEW2026', '20', '--until', '2020-01-01'],
      ['promo', 'WELCOME10'],
    ]) {
      refused.push(await catalogue(args));
    }
    expect(refused.map((run) => run.code)).toEqual([1, 1, 1, 2]);
    expect(refused[0]!.stderr).toContain('Nothing was written: 3 errors');
    expect(refused[1]!.stderr).toContain('--until 2025-12-31 ends the code before its start, 2026-01-01T00:00:00.000Z');
    expect(refused[2]!.stderr).toContain('--until 2020-01-01 ends the code before its start, now (no --from given)');
    expect(refused[3]!.stderr).toContain('promo takes a code and a percent');

    const { promos } = await contents();
    expect(promos.map(({ starts_at: _starts, ...rest }) => rest)).toEqual([
      { code: 'EXPIRED30', discount_percent: 30, expires_at: '2026-02-01T00:00:00.000Z', max_uses: null, used_count: 0, max_uses_per_account: null },
      { code: 'welcome10', discount_percent: 15, expires_at: null, max_uses: 100, used_count: 0, max_uses_per_account: 1 },
    ]);
    expect(promos[0]!.starts_at).toBe('2026-01-01T00:00:00.000Z');
    const removed = await catalogue(['promo', 'WELCOME10', '15', '--max-uses', 'none', '--per-account', 'none']);
    expect(removed.stdout).toContain('no limit of uses (0 so far), no limit per account');
  },
  SLOW,
);

(POSTGRES_ADMIN_URL ? it.skip : it)(
  'backs a PGlite folder up and restores it into a new one',
  async () => {
    const backup = path.join(work, 'backup.tar.gz');
    const made = await catalogue(['backup', backup]);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    const restored = path.join(work, 'restored');
    const back = await catalogue(['restore', backup, restored]);
    expect(back.code).toBe(0);
    expect(await contents(restored)).toEqual(await contents());
    const again = await catalogue(['restore', backup, restored]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('is not empty');
  },
  SLOW,
);

// What README "Catalogue and backups" gives for PostgreSQL, checked where the tests run on a server.
(POSTGRES_ADMIN_URL ? it : it.skip)(
  'backs a PostgreSQL database up with pg_dump and restores it with pg_restore',
  async () => {
    const dump = path.join(work, 'provider.dump');
    const shell = (command: string, args: string[]) =>
      new Promise<void>((resolve, reject) => execFile(command, args, (err, _out, stderr) => (err ? reject(new Error(stderr)) : resolve())));
    await shell('pg_dump', ['--format=custom', `--file=${dump}`, database.location]);
    const target = await createPostgresDatabase();
    try {
      await shell('pg_restore', ['--no-owner', `--dbname=${target.url}`, dump]);
      expect(await contents(target.url)).toEqual(await contents());
    } finally {
      await target.drop();
    }
  },
  SLOW,
);

it(
  'seeds no demo catalogue in production unless PROVIDER_SEED says so',
  async () => {
    const stored = await storedTestDatabase('catalogue-cli-production');
    try {
      const production = await startProviderProcess({ env: { ...stored.env, NODE_ENV: 'production', PROVIDER_SEED: '' } });
      try {
        expect(production.output()).toMatch(/seeded 0 products, 0 codes, \d+ categories/);
        const popular = await fetch(`${production.url}/api/popular-products`);
        expect(((await popular.json()) as { result: { total: number } }).result.total).toBe(0);
      } finally {
        await production.stop();
      }
      const seeded = await contents(stored.location);
      expect(seeded).toMatchObject({ products: [], codes: [], searchRows: 0, promoCodes: [] });
      expect(seeded.categories).toBeGreaterThan(0);
    } finally {
      await stored.drop();
    }
    await expect(startProviderProcess({ env: { PROVIDER_SEED: 'everything' } })).rejects.toThrow(/PROVIDER_SEED must be "demo" or "none"/);
  },
  SLOW,
);
