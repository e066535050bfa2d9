/**
 * @jest-environment jsdom
 */
// A cached page's first-screen covers written into its HTML (lib/server/inline-first-covers.mjs):
// each high-priority /media SVG becomes the same drawing as a data: URI and its preload is made
// inert (media="not all": never fetched, still found by React), a cover that cannot be had keeps
// both as they were, nothing else on the page changes, and nothing in a provider's drawing can
// leave the attribute it is written into.
import { INERT_MEDIA, MAX_INLINE_COVER_BYTES, inlineFirstCovers, svgDataUri } from '@/lib/server/inline-first-covers.mjs';
import { withFirstCovers } from '@/cache-handler.mjs';

const drawing = (label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" lang="en" viewBox="0 0 400 300"><defs><linearGradient id="c1"><stop offset="0" stop-color="#444f5c"/></linearGradient></defs><rect width="400" height="300" fill="url(#c1)"/><path aria-label="${label}" d="M48.4 77.7q0 2-1 3.5z"/></svg>`;
const COVERS: Record<string, string> = {
  '/media/covers/en/150.svg': drawing('Steam'),
  '/media/covers/en/13.svg': drawing('Xbox &amp; "Live" 100% #1 हिन्दी'),
};

function page(body: string) {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
    '<link rel="preload" href="/media/covers/en/150.svg" as="image" fetchPriority="high"/>' +
    '<link rel="preload" as="image" href="/media/covers/en/13.svg" fetchPriority="high"/>' +
    '<link rel="preload" href="/_next/static/media/latin.p.woff2" as="font" crossorigin="" type="font/woff2"/>' +
    `<title>Steam</title></head><body>${body}</body></html>`
  );
}
const cover = (id: number, first: boolean) =>
  `<img src="/media/covers/en/${id}.svg" alt="" loading="${first ? 'eager' : 'lazy'}"${first ? ' fetchPriority="high"' : ''} decoding="async" width="400" height="300" class="cover"/>`;
const FLAG = '<img src="/media/flags/br.svg" alt="Brazil" loading="lazy" decoding="async" width="24" height="16"/>';
const LISTING = page(`<main>${cover(150, true)}${FLAG}${cover(13, true)}${cover(9, false)}</main>`);

const readFrom = (covers: Record<string, string | null>) => jest.fn(async (path: string) => covers[path] ?? null);
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const drawingOf = (uri: string) => decodeURIComponent(uri.slice('data:image/svg+xml,'.length));

describe('inlineFirstCovers', () => {
  it('writes each high-priority cover as its drawing and makes its preload inert', async () => {
    const read = readFrom(COVERS);
    const html = await inlineFirstCovers(LISTING, read);
    expect(read.mock.calls.map(([path]) => path).sort()).toEqual(['/media/covers/en/13.svg', '/media/covers/en/150.svg']);
    const document = parse(html);
    const images = [...document.querySelectorAll('img')];
    expect(images).toHaveLength(4);
    expect(drawingOf(images[0]!.getAttribute('src')!)).toBe(COVERS['/media/covers/en/150.svg']);
    expect(drawingOf(images[2]!.getAttribute('src')!)).toBe(COVERS['/media/covers/en/13.svg']);
    // The other attributes as they were; the lazy cover and the flag keep their URLs.
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(images[0]!.getAttribute('width')).toBe('400');
    expect(images[1]!.getAttribute('src')).toBe('/media/flags/br.svg');
    expect(images[3]!.getAttribute('src')).toBe('/media/covers/en/9.svg');
    // The cover preloads are inert, the font's as it was.
    expect(
      [...document.querySelectorAll('link[rel="preload"]')].map((link) => [link.getAttribute('as'), link.getAttribute('href'), link.getAttribute('media')]),
    ).toEqual([
      ['image', '/media/covers/en/150.svg', INERT_MEDIA],
      ['image', '/media/covers/en/13.svg', INERT_MEDIA],
      ['font', '/_next/static/media/latin.p.woff2', null],
    ]);
    expect(INERT_MEDIA).toBe('not all');
    expect(html.replace(/<img src="data:[^"]*"/g, '<img src=""')).toBe(
      LISTING.replace(/(<link rel="preload"[^>]*as="image"[^>]*)\/>/g, `$1 media="${INERT_MEDIA}"/>`).replace(
        /<img src="\/media\/covers\/en\/(150|13)\.svg"/g,
        '<img src=""',
      ),
    );
  });

  it('keeps the URL and the preload of a cover it cannot have, and inlines the others', async () => {
    for (const missing of [null, '<html><body>not an image</body></html>', `<svg>${'x'.repeat(MAX_INLINE_COVER_BYTES)}</svg>`]) {
      const html = await inlineFirstCovers(LISTING, readFrom({ ...COVERS, '/media/covers/en/13.svg': missing }));
      expect(html).toContain('<img src="/media/covers/en/13.svg"');
      expect(html).toContain('<link rel="preload" as="image" href="/media/covers/en/13.svg" fetchPriority="high"/>');
      expect(html).toContain(`<link rel="preload" href="/media/covers/en/150.svg" as="image" fetchPriority="high" media="${INERT_MEDIA}"/>`);
      expect(html).not.toContain('<img src="/media/covers/en/150.svg"');
    }
    const failing = jest.fn(async (path: string) => {
      if (path.endsWith('13.svg')) throw new Error('socket hang up');
      return COVERS[path]!;
    });
    expect(await inlineFirstCovers(LISTING, failing)).toContain('<img src="/media/covers/en/13.svg"');
    const nothing = readFrom({});
    expect(await inlineFirstCovers(LISTING, nothing)).toBe(LISTING);
  });

  it('drops a preload that has a media of its own rather than make it inert', async () => {
    const html = await inlineFirstCovers(
      LISTING.replace('href="/media/covers/en/13.svg" fetchPriority="high"/>', 'href="/media/covers/en/13.svg" fetchPriority="high" media="(min-width: 1px)"/>'),
      readFrom(COVERS),
    );
    expect(html).not.toContain('href="/media/covers/en/13.svg"');
    expect(html).not.toContain('<img src="/media/covers/en/13.svg"');
  });

  it('leaves a page without high-priority /media covers as it is, without reading anything', async () => {
    const read = readFrom(COVERS);
    for (const html of [
      page(`<main>${cover(9, false)}${FLAG}</main>`),
      page('<main><img src="https://elsewhere.example/a.svg" fetchPriority="high" alt=""/></main>'),
      page('<main><img src="/media/covers/../../api/x.svg" fetchPriority="high" alt=""/></main>'),
      page('<main><img src="/media/covers/en/1.png" fetchPriority="high" alt=""/></main>'),
    ]) {
      expect(await inlineFirstCovers(html, read)).toBe(html);
    }
    expect(read).not.toHaveBeenCalled();
  });

  it('keeps whatever a hostile drawing holds inside the attribute', async () => {
    const hostile = '<svg xmlns="http://www.w3.org/2000/svg"><text>"/><script>alert(1)</script><img src=x onerror=alert(2)> &quot; &amp; %41 #x</text></svg>';
    const html = await inlineFirstCovers(LISTING, readFrom({ ...COVERS, '/media/covers/en/150.svg': hostile }));
    const document = parse(html);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.querySelectorAll('img')).toHaveLength(4);
    expect(drawingOf(document.querySelector('img')!.getAttribute('src')!)).toBe(hostile);
  });
});

describe('svgDataUri', () => {
  it('encodes only what a double-quoted attribute or a URI could misread', () => {
    expect(svgDataUri('  <svg viewBox="0 0 4 3"><path d="M1.5-2z" fill="#fff"/></svg>\n')).toBe(
      'data:image/svg+xml,%3Csvg viewBox=%220 0 4 3%22%3E%3Cpath d=%22M1.5-2z%22 fill=%22%23fff%22/%3E%3C/svg%3E',
    );
    expect(svgDataUri('<?xml version="1.0"?>\n<!-- drawn --><svg/>')).toBe('data:image/svg+xml,%3C?xml version=%221.0%22?%3E%0A%3C!-- drawn --%3E%3Csvg/%3E');
  });

  it('refuses what is not a small SVG document', () => {
    for (const text of [null, undefined, '', 'svg', '<html></html>', '<svgfoo/>', `<svg>${'a'.repeat(MAX_INLINE_COVER_BYTES)}</svg>`, '<svg>\ud800</svg>']) {
      expect(svgDataUri(text)).toBeNull();
    }
  });
});

describe('withFirstCovers', () => {
  it('rewrites pages only', async () => {
    const read = readFrom(COVERS);
    const route = { kind: 'APP_ROUTE', body: Buffer.from(LISTING) };
    expect(await withFirstCovers(route, read)).toBe(route);
    const entry = { kind: 'APP_PAGE', html: LISTING, rscData: Buffer.from('payload /media/covers/en/150.svg') };
    const stored = await withFirstCovers(entry, read);
    expect(stored.html).not.toContain('<img src="/media/covers/en/150.svg"');
    // The payload React hydrates from keeps the URL.
    expect(stored.rscData).toBe(entry.rscData);
    expect(await withFirstCovers(entry, undefined)).toBe(entry);
  });
});
