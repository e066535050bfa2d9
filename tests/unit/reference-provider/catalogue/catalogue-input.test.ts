// The checks of the operator's catalogue input (reference-provider/src/catalogue/operator.ts) before
// any database: CSV as spreadsheets write it, every row's shape errors with their row numbers, and
// the revalidation call an import makes whatever its size.
import {
  catalogueChange,
  CatalogueInputError,
  MAX_PRODUCTS_PER_CHANGE,
  parseCsv,
  parseJsonRows,
  validateRows,
} from '@/reference-provider/src/catalogue/operator';

function errorsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (err) {
    if (err instanceof CatalogueInputError) return err.errors.map((e) => `${e.row} ${e.field ?? ''}: ${e.message}`);
    throw err;
  }
  throw new Error('expected the input to be refused');
}

it('reads quoted cells, doubled quotes, line breaks inside quotes, CRLF and a byte-order mark', () => {
  const csv = '\ufeffarticle,name_en,description_en\r\nA-1,"Card, 50","He said ""hi""\nthen left"\r\n\r\nA-2,Plain,\n';
  expect(parseCsv(csv)).toEqual([
    { article: 'A-1', name_en: 'Card, 50', description_en: 'He said "hi"\nthen left' },
    { article: 'A-2', name_en: 'Plain' },
  ]);
  expect(errorsOf(() => parseCsv('article\nA-1,extra'))).toEqual(['1 : has 2 cells, the header 1']);
  expect(errorsOf(() => parseCsv('article\n"A-1'))).toHaveLength(1);
});

it('reports every shape error of every row, numbered from the first product', () => {
  const errors = errorsOf(() =>
    validateRows([
      { article: 'OK-1', price_cents: '100', codes: 'X-1 X-2|X-3' },
      { article: '', price_cents: -1, region_code: 'br' },
      { article: 'OK-3', price_cents: 1.5, is_gift_card: 'maybe', colour: 'red' },
    ]),
  );
  expect(errors).toEqual([
    '2 article: must not be empty',
    '2 region_code: must be two capital letters such as "BR"',
    '2 price_cents: must not be negative',
    '3 is_gift_card: must be true or false',
    '3 price_cents: must be a whole number of cents',
    expect.stringMatching(/^3 : .*colour/),
  ]);
  expect(validateRows([{ article: 'OK-1', price_cents: '100', old_price_cents: 'none', is_gift_card: 'No', codes: 'X-1 X-2|X-3;X-4' }])).toEqual([
    { article: 'OK-1', price_cents: 100, old_price_cents: null, is_gift_card: false, codes: ['X-1', 'X-2', 'X-3', 'X-4'] },
  ]);
  expect(errorsOf(() => validateRows([]))).toEqual(['0 : no rows']);
  expect(errorsOf(() => parseJsonRows('{"items": []}'))).toEqual(['0 : expected an array of products or {"products": [...]}']);
  expect(errorsOf(() => parseJsonRows('[{'))).toEqual([expect.stringMatching(/^0 : not valid JSON/)]);
});

it('names the products changed, or the whole catalogue past what one revalidation call takes', () => {
  expect(catalogueChange([3, 4])).toEqual({ products: [3, 4] });
  const many = Array.from({ length: MAX_PRODUCTS_PER_CHANGE + 1 }, (_, i) => i + 1);
  expect(catalogueChange(many.slice(1))).toEqual({ products: many.slice(1) });
  expect(catalogueChange(many)).toEqual({ all: true });
});
