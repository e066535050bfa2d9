// Turns a provider result into page data: 404 for what does not exist, an outage error otherwise
// (shown by app/[locale]/error.tsx; the proxy answers 503 while the provider stays away).
import 'server-only';
import { notFound } from 'next/navigation';
import type { ProviderResult } from '@/lib/provider';

export class CatalogueUnavailableError extends Error {
  constructor(cause: string) {
    super(`Catalogue unavailable: ${cause}`);
    this.name = 'CatalogueUnavailableError';
  }
}

export function pageData<T>(result: ProviderResult<T>): T {
  if (result.ok) return result.data;
  if (result.error.isNotFound) notFound();
  throw new CatalogueUnavailableError(result.error.message);
}

/** A route's numeric id (1 to 2^31 - 1, digits only), or null for anything else. */
export function routeId(raw: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** Parses a route's numeric id; anything else is a 404, never a provider call. */
export function parseId(raw: string): number {
  const id = routeId(raw);
  if (id === null) notFound();
  return id;
}
