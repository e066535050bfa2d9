/**
 * @jest-environment node
 */
// How the page cache reads a first-screen cover from the provider (lib/provider/cover-drawings.mjs,
// used by cache-handler.mjs): a 200 SVG no larger than the inlined maximum (read no further than that,
// whatever length the answer announces), from PROVIDER_API_URL's same /media path; anything else is
// no cover, and an unreachable provider leaves the page as rendered.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { providerCoverReader } from '@/lib/provider/cover-drawings.mjs';
import { MAX_INLINE_COVER_BYTES, inlineFirstCovers } from '@/lib/server/inline-first-covers.mjs';

const drawing = (label: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><path aria-label="${label}" d="M1 1z"/></svg>`;
const LISTING =
  '<html><head><link rel="preload" as="image" href="/media/covers/en/1.svg" fetchPriority="high"/></head>' +
  '<body><img src="/media/covers/en/1.svg" alt="" loading="eager" fetchPriority="high"/></body></html>';

describe('providerCoverReader', () => {
  let server: Server;
  let base: string;
  const asked: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push(request.url!);
      const answers: Record<string, [number, string, string]> = {
        '/media/covers/en/1.svg': [200, 'image/svg+xml; charset=utf-8', drawing('Steam')],
        '/media/covers/en/2.svg': [200, 'image/png', 'PNG'],
        '/media/covers/en/3.svg': [200, 'image/svg+xml', `<svg>${'a'.repeat(MAX_INLINE_COVER_BYTES + 1)}</svg>`],
        '/media/covers/en/4.svg': [500, 'image/svg+xml', drawing('error page')],
      };
      if (request.url!.startsWith('/media/covers/en/chunked-')) {
        // No length announced: the drawing in chunks, small (6) or past the maximum (7).
        response.writeHead(200, { 'Content-Type': 'image/svg+xml' });
        const parts = request.url!.endsWith('6.svg') ? ['<svg>', '<path d="M1 1z"/>', '</svg>'] : ['<svg>', ...Array(4).fill('b'.repeat(8 * 1024)), '</svg>'];
        for (const part of parts) response.write(part);
        response.end();
        return;
      }
      const [status, type, body] = answers[request.url!] ?? [404, 'application/json', '{}'];
      response.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('reads a 200 SVG of at most the inlined size from PROVIDER_API_URL, and nothing else', async () => {
    const read = providerCoverReader(MAX_INLINE_COVER_BYTES, { PROVIDER_API_URL: base });
    expect(await read('/media/covers/en/1.svg')).toBe(drawing('Steam'));
    for (const id of [2, 3, 4, 5]) expect(await read(`/media/covers/en/${id}.svg`)).toBeNull();
    expect(await read('/media/covers/en/chunked-6.svg')).toBe('<svg><path d="M1 1z"/></svg>');
    expect(await read('/media/covers/en/chunked-7.svg')).toBeNull();
    expect(asked).toEqual([...[1, 2, 3, 4, 5].map((id) => `/media/covers/en/${id}.svg`), '/media/covers/en/chunked-6.svg', '/media/covers/en/chunked-7.svg']);
  });

  it('rejects when the provider cannot be reached (the cover then keeps its URL)', async () => {
    const read = providerCoverReader(MAX_INLINE_COVER_BYTES, { PROVIDER_API_URL: 'http://127.0.0.1:9' });
    await expect(read('/media/covers/en/1.svg')).rejects.toThrow();
    expect(await inlineFirstCovers(LISTING, read)).toBe(LISTING);
  });
});
