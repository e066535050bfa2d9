// A minimal router: literal segments and ":params", answering 404 for unknown paths and 405 for methods.
import { HttpError } from './respond';

export type Params = Record<string, string>;

interface Route<H> {
  segments: string[];
  methods: Map<string, H>;
}

export class Router<H> {
  private readonly routes: Route<H>[] = [];

  add(method: string, pattern: string, handler: H): this {
    const segments = pattern.split('/').filter(Boolean);
    let route = this.routes.find((r) => r.segments.join('/') === segments.join('/'));
    if (!route) {
      route = { segments, methods: new Map() };
      this.routes.push(route);
    }
    route.methods.set(method.toUpperCase(), handler);
    return this;
  }

  /** The pattern of the route that decoded path `segments` belong to, whatever the method; null if none. */
  pattern(segments: string[]): string[] | null {
    const route = this.routes.find(
      (r) => r.segments.length === segments.length && r.segments.every((part, i) => part.startsWith(':') || part === segments[i]),
    );
    return route ? route.segments : null;
  }

  /** Decoded path segments in, handler and params out; throws HttpError 404 or 405. */
  match(method: string, segments: string[]): { handler: H; params: Params } {
    for (const route of this.routes) {
      if (route.segments.length !== segments.length) continue;
      const params: Params = {};
      const fits = route.segments.every((part, i) => {
        const value = segments[i]!;
        if (part.startsWith(':')) {
          params[part.slice(1)] = value;
          return true;
        }
        return part === value;
      });
      if (!fits) continue;
      // HEAD is answered like GET; Node leaves the body out.
      const handler = route.methods.get(method) ?? (method === 'HEAD' ? route.methods.get('GET') : undefined);
      if (handler) return { handler, params };
      const allow = [...route.methods.keys(), ...(route.methods.has('GET') ? ['HEAD'] : [])].join(', ');
      throw new HttpError(405, 'Method not allowed', undefined, { Allow: allow });
    }
    throw new HttpError(404, 'Not found');
  }
}

/**
 * Splits and percent-decodes a pathname (trailing slashes ignored); bad encoding or empty segments are 404.
 * A decoded segment may contain "/" (%2F): search texts can ("PS4/PS5"); every other parameter is
 * checked against a strict pattern by its handler, so it never reaches a file path or SQL as such.
 */
export function pathSegments(pathname: string): string[] {
  const raw = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (raw.some((s) => s === '')) throw new HttpError(404, 'Not found');
  try {
    return raw.map((s) => decodeURIComponent(s));
  } catch {
    throw new HttpError(404, 'Not found');
  }
}
