// A programmable stand-in for the provider on a random local port: each test says how it answers
// (status, body, delay, or a dropped connection) and reads what the storefront sent.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubAnswer {
  status?: number;
  body?: unknown;
  delayMs?: number;
  /** Close the socket without answering. */
  hangUp?: boolean;
  /** Extra response headers (Retry-After, …). */
  headers?: Record<string, string>;
}

export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  /** The request body as sent ('' when there was none). */
  body: string;
}

export type StubRule = StubAnswer | ((url: URL, request: SeenRequest) => StubAnswer);

export interface StubProvider {
  url: string;
  seen: SeenRequest[];
  answer: (path: string, answer: StubRule) => void;
  close: () => Promise<void>;
}

export async function startStubProvider(): Promise<StubProvider> {
  const answers = new Map<string, StubRule>();
  const seen: SeenRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stub');
      const entry: SeenRequest = {
        method: request.method ?? 'GET',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(entry);
      const rule = answers.get(url.pathname);
      const answer = typeof rule === 'function' ? rule(url, entry) : (rule ?? { status: 404, body: { message: 'Not found' } });
      setTimeout(() => {
        if (answer.hangUp) {
          request.socket.destroy();
          return;
        }
        response.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json', ...answer.headers });
        response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {}));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    answer: (path, answer) => answers.set(path, answer),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const sampleCard = {
  id: 7,
  name: 'Steam Wallet 50 BRL (Brazil)',
  price: 1049,
  old_price: 1299,
  discount: 19,
  cover_path: '/media/covers/7.svg',
  cover_text: 'Steam Wallet',
  country_icon: '/media/flags/br.svg',
  country: { id: 1, name: 'Brazil', code: 'BR' },
  category: { id: 1, name: 'Steam', formatted_name: 'steam' },
  is_new: false,
  in_stock: 12,
  rating: { average: 4.5, count: 12 },
};

export function samplePage(count = 1, total = count) {
  return {
    result: {
      products: Array.from({ length: count }, (_, index) => ({ ...sampleCard, id: index + 1 })),
      total,
      offset: 0,
      limit: 20,
    },
  };
}
