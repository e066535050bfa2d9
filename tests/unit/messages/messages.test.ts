// The four message files carry one key set, with the same placeholders, and no empty text.
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import ptBR from '@/messages/pt-BR.json';
import ru from '@/messages/ru.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') entries.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) entries.set(k, v);
  }
  return entries;
}

/** Top-level ICU arguments: {name}, {count, plural, ...}. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '{') {
      if (depth === 0) names.add(/^\{\s*(\w+)/.exec(text.slice(i))?.[1] ?? '');
      depth += 1;
    } else if (text[i] === '}') depth -= 1;
  }
  return [...names].sort();
}

const files = { 'pt-BR': ptBR, en, ru, hi } as Record<string, Tree>;
const reference = flatten(files.en!);

describe.each(Object.keys(files))('messages/%s.json', (locale) => {
  const entries = flatten(files[locale]!);

  it('has exactly the keys of en.json', () => {
    expect([...entries.keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it('has no empty message', () => {
    for (const [key, value] of entries) expect({ key, empty: value.trim() === '' }).toEqual({ key, empty: false });
  });

  it('uses the same placeholders as en.json', () => {
    for (const [key, value] of entries) {
      expect({ key, placeholders: placeholders(value) }).toEqual({ key, placeholders: placeholders(reference.get(key)!) });
    }
  });
});

it('Hindi and Russian texts are written in their own scripts', () => {
  expect(hi.Catalogue.popularTitle).toMatch(/[\u0900-\u097f]/);
  expect(ru.Catalogue.popularTitle).toMatch(/[\u0400-\u04ff]/);
});

it('gives the footer four different column headings in every language', () => {
  for (const [locale, file] of Object.entries(files)) {
    const footer = file.Footer as Tree;
    const headings = ['documents', 'company', 'help', 'support'].map((key) => footer[key]);
    expect({ locale, distinct: new Set(headings).size }).toEqual({ locale, distinct: headings.length });
  }
});
