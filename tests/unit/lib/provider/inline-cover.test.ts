// A page's first cover inlined as a data: URI: only an SVG answer of the provider within the size
// cap becomes one; anything else (another type, too large, not UTF-8, not an SVG document, an error,
// a path the media route would refuse, an absolute URL) keeps the cover's URL.
import { INLINE_COVER_MAX_BYTES, inlineCoverSrc, inlineSvgFromBytes, svgDataUri } from '@/lib/provider/inline-cover';
import { startStubProvider, type StubProvider } from '../../support/stub-provider';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect fill="#1b2838" width="400" height="300"/><text>50% & “Über” <x></text></svg>';
const SVG_HEADERS = { 'Content-Type': 'image/svg+xml; charset=utf-8' };

/** What a browser reads back from the URI: the document's text. */
function decoded(uri: string): string {
  expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
  return decodeURIComponent(uri.slice('data:image/svg+xml,'.length));
}

let stub: StubProvider;

beforeAll(async () => {
  stub = await startStubProvider();
  process.env.PROVIDER_API_URL = stub.url;
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
});

describe('svgDataUri', () => {
  it('keeps the document as it is and escapes what a URL, an HTML attribute or JSON would change', () => {
    const uri = svgDataUri(`${SVG}\n<!-- it's -->\t`);
    expect(decoded(uri)).toBe(`${SVG}\n<!-- it's -->\t`);
    const body = uri.slice('data:image/svg+xml,'.length);
    expect(body).not.toMatch(/[\0-\x1F\x7F"#&'<>]|[^\0-\x7F]|%(?![0-9A-F]{2})/u);
    expect(uri).toContain('%23'); // "#" would start a fragment
    expect(uri).toContain('%0A'); // a URL parser drops line breaks
  });
});

describe('inlineSvgFromBytes', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('inlines an SVG document, with or without an XML prologue or a byte order mark', () => {
    expect(decoded(inlineSvgFromBytes(bytes(SVG))!)).toBe(SVG);
    expect(decoded(inlineSvgFromBytes(bytes(`<?xml version="1.0"?>\n${SVG}`))!)).toBe(`<?xml version="1.0"?>\n${SVG}`);
    expect(decoded(inlineSvgFromBytes(bytes(`\uFEFF${SVG}`))!)).toBe(SVG);
  });

  it('refuses what is not an SVG document, not UTF-8, empty or over the cap', () => {
    expect(inlineSvgFromBytes(bytes('<html><body>hello</body></html>'))).toBeNull();
    expect(inlineSvgFromBytes(bytes('<svgfoo/>'))).toBeNull();
    expect(inlineSvgFromBytes(new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0x20, 0xff, 0xfe, 0x3e]))).toBeNull();
    expect(inlineSvgFromBytes(new Uint8Array(0))).toBeNull();
    const large = `<svg>${' '.repeat(INLINE_COVER_MAX_BYTES)}</svg>`;
    expect(inlineSvgFromBytes(bytes(large))).toBeNull();
  });
});

describe('inlineCoverSrc', () => {
  it('inlines the provider’s SVG of a /media cover', async () => {
    stub.answer('/media/covers/en/7.svg', { body: SVG, headers: SVG_HEADERS });
    expect(decoded(await inlineCoverSrc('/media/covers/en/7.svg'))).toBe(SVG);
    expect(stub.seen.map((request) => request.url)).toEqual(['/media/covers/en/7.svg']);
  });

  it('keeps the URL for another type, an error, a large or malformed answer', async () => {
    stub.answer('/media/covers/en/8.svg', { body: SVG, headers: { 'Content-Type': 'text/html' } });
    expect(await inlineCoverSrc('/media/covers/en/8.svg')).toBe('/media/covers/en/8.svg');
    stub.answer('/media/covers/en/9.svg', { status: 500, body: SVG, headers: SVG_HEADERS });
    expect(await inlineCoverSrc('/media/covers/en/9.svg')).toBe('/media/covers/en/9.svg');
    stub.answer('/media/covers/en/10.svg', { body: `<svg>${'x'.repeat(INLINE_COVER_MAX_BYTES)}</svg>`, headers: SVG_HEADERS });
    expect(await inlineCoverSrc('/media/covers/en/10.svg')).toBe('/media/covers/en/10.svg');
    stub.answer('/media/covers/en/11.svg', { body: '<script>alert(1)</script>', headers: SVG_HEADERS });
    expect(await inlineCoverSrc('/media/covers/en/11.svg')).toBe('/media/covers/en/11.svg');
    stub.answer('/media/covers/en/12.svg', { hangUp: true });
    expect(await inlineCoverSrc('/media/covers/en/12.svg')).toBe('/media/covers/en/12.svg');
  });

  it('asks nothing for a path the media route would refuse or an absolute URL', async () => {
    for (const url of ['/media/../api/health', '/media/covers/en/.hidden', 'https://cdn.example/covers/1.svg', '/api/health', '/media/a/b/c/d/e.svg']) {
      expect(await inlineCoverSrc(url)).toBe(url);
    }
    expect(stub.seen).toHaveLength(0);
  });
});
