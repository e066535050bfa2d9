/**
 * @jest-environment jsdom
 */
// A cached page narrowed to one byte per character (lib/server/narrow-html.mjs, applied by
// cache-handler.mjs when a page is stored): the browser must read the same document from it, its
// text and attributes through character references, its scripts (the RSC payload, JSON-LD) through
// \u escapes; Russian and Hindi pages, which escaping would grow, are stored as they are.
import { MAX_WIDE_SHARE, narrowHtml, wideCount } from '@/lib/server/narrow-html.mjs';
import { scriptsAfterFirstPaint } from '@/lib/server/scripts-after-first-paint.mjs';
import { storedForm } from '@/cache-handler.mjs';

const page = (body: string, payload: string, title = 'Cartão Steam ★ 4,8', ld = '{"name":"Cartão Steam — 50 €","rating":"★★★★☆"}') =>
  '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/><title>' +
  title +
  '</title><script src="/_next/static/chunks/a.js" async=""></script></head><body>' +
  body +
  `<script type="application/ld+json">${ld}</script>` +
  `<script>self.__next_f.push([1,${JSON.stringify(payload)}])</script>` +
  '</body></html>';

/** The payload chunks a page's inline scripts push, as the browser's JavaScript would read them. */
function pushedChunks(doc: Document): unknown[] {
  const pushed: unknown[] = [];
  for (const script of doc.querySelectorAll('script:not([src]):not([type])')) {
    new Function('self', script.textContent ?? '')({ __next_f: { push: (chunk: unknown) => pushed.push(chunk) } });
  }
  return pushed;
}

function readBack(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));
  for (const script of doc.querySelectorAll('script')) script.remove();
  return { title: doc.title, body: doc.body.innerHTML, lang: doc.documentElement.lang, jsonLd };
}

const widest = (html: string) => Math.max(...[...html].map((c) => c.codePointAt(0) ?? 0));

describe('narrowHtml', () => {
  const body =
    '<nav aria-label="Idiomas"><a lang="ru" href="/ru">Русский</a> <a lang="hi" href="/hi">हिन्दी</a></nav>' +
    '<main><h1 title="Avaliação ★ 4,8">Cartão Steam – 50 €</h1><p>Entrega imediata… “sem espera” ≈ 1 min 🎮</p>' +
    '<img alt="Capa: Cartão Steam → 50 €" src="/media/covers/150.svg"/></main>';
  const payload = '1:["$","h1",null,{"title":"Avaliação ★ 4,8","children":"Cartão Steam – 50 € 🎮 Русский हिन्दी"}]\n';
  const html = page(body + '<p>' + 'Texto em português com acentuação. '.repeat(100) + '</p>', payload);

  it('writes every character above U+00FF as an escape, and keeps Latin-1 ones as they are', () => {
    const narrow = narrowHtml(html);
    expect(widest(narrow)).toBeLessThanOrEqual(0xff);
    expect(narrow).toContain('Cartão');
    expect(narrow).toContain('&#x2605;');
    expect(narrow).toContain('&#x1f3ae;');
    expect(narrow).toContain('\\u2605');
    expect(narrow).toContain('\\ud83c\\udfae');
  });

  it('is read back by the browser as the same document, payload and structured data', () => {
    const narrow = narrowHtml(html);
    expect(narrow).not.toBe(html);
    expect(readBack(narrow)).toEqual(readBack(html));
    const parse = (source: string) => new DOMParser().parseFromString(source, 'text/html');
    expect(pushedChunks(parse(narrow))).toEqual([[1, payload]]);
    expect(pushedChunks(parse(html))).toEqual([[1, payload]]);
  });

  it('escapes a style element the way CSS reads it, where no character reference is decoded', () => {
    const css = '.rating::after{content:"★ 🎮"}';
    const styled = html.replace('</head>', `<style>${css}</style></head>`);
    const style = new DOMParser().parseFromString(narrowHtml(styled), 'text/html').querySelector('style')!.textContent!;
    expect(style).toBe('.rating::after{content:"\\002605 \\01f3ae"}');
    // CSS reads a six-digit escape as the code point it names.
    expect(style.replace(/\\([0-9a-f]{6})/g, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))).toBe(css);
  });

  it('leaves a page without characters above U+00FF as it is', () => {
    const ascii = page('<main><h1>Steam Gift Card</h1><p>Só entrega imediata.</p></main>', '1:"plain"\n', 'Steam', '{"name":"Steam"}');
    expect(narrowHtml(ascii)).toBe(ascii);
  });

  it('leaves a page where too many characters would need an escape (Russian, Hindi) as it is', () => {
    const russian = page('<main><h1>Подарочная карта Steam</h1><p>' + 'Мгновенная доставка кода. '.repeat(40) + '</p></main>', '1:"Русский"\n');
    expect(wideCount(russian)).toBeGreaterThan(russian.length * MAX_WIDE_SHARE);
    expect(narrowHtml(russian)).toBe(russian);
    const hindi = page('<main><h1>स्टीम गिफ्ट कार्ड</h1><p>' + 'तुरंत डिलीवरी। '.repeat(40) + '</p></main>', '1:"हिन्दी"\n');
    expect(narrowHtml(hindi)).toBe(hindi);
  });

  it('narrows a page the cache stores, and nothing else', () => {
    const entry = { kind: 'APP_PAGE', html, rscData: Buffer.from('1:"x"\n'), headers: {}, status: 200 };
    const stored = storedForm(entry);
    expect(stored).not.toBe(entry);
    expect(stored.html).toBe(narrowHtml(scriptsAfterFirstPaint(html)));
    expect(stored.rscData).toBe(entry.rscData);
    expect(entry.html).toBe(html);
    const route = { kind: 'APP_ROUTE', body: Buffer.from('★'), headers: {}, status: 200 };
    expect(storedForm(route)).toBe(route);
    const fetched = { kind: 'FETCH', data: { body: '★' } };
    expect(storedForm(fetched)).toBe(fetched);
  });
});
