// Provider calls that are never cached, sent with node:http(s) on keep-alive agents instead of
// fetch: fetcher.ts says when and why. Answers whole, as text; a timeout, a refused or broken
// connection and an oversized answer are DirectTransportErrors.
import 'server-only';
import http from 'node:http';
import https from 'node:https';

export interface DirectRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

export interface DirectAnswer {
  status: number;
  header(name: string): string | null;
  text: string;
}

export class DirectTransportError extends Error {
  constructor(
    readonly kind: 'timeout' | 'network',
    message: string,
  ) {
    super(message);
    this.name = 'DirectTransportError';
  }
}

/** No provider answer comes near this; a larger one is cut off rather than held in memory. */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

// Idle sockets are closed before the provider's keep-alive timeout: Node's agent reads the
// `Keep-Alive: timeout=` hint of the answers.
const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

export function sendDirect(url: string, init: DirectRequest): Promise<DirectAnswer> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const fail = (error: unknown, fallback: string) => {
      clearTimeout(timer);
      reject(error instanceof DirectTransportError ? error : new DirectTransportError('network', fallback));
    };
    const headers: Record<string, string | number> = { ...init.headers };
    if (init.body !== undefined) headers['Content-Length'] = Buffer.byteLength(init.body);
    const request = (secure ? https : http).request(target, { method: init.method, headers, agent: secure ? agents.https : agents.http }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) request.destroy(new DirectTransportError('network', 'The provider answer is too large'));
        else chunks.push(chunk);
      });
      response.on('aborted', () => fail(null, 'The provider broke off its answer'));
      response.on('error', (error) => fail(error, 'The provider broke off its answer'));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: response.statusCode ?? 0,
          header: (name) => {
            const value = response.headers[name.toLowerCase()];
            return Array.isArray(value) ? value.join(', ') : (value ?? null);
          },
          text: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    // Declared after the request, used by its handlers, which run only on later events.
    const timer = setTimeout(() => request.destroy(new DirectTransportError('timeout', 'The provider did not answer in time')), init.timeoutMs);
    request.on('error', (error) => fail(error, 'The provider is not reachable'));
    request.end(init.body);
  });
}
