// Turns a provider result into page data: 404 for what does not exist, an outage error otherwise
// (shown by app/[locale]/error.tsx; the proxy answers 503 while the provider stays away).
import 'server-only';
import { notFound } from 'next/navigation';
import { parseProductId } from '@/lib/catalogue/product-id';
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

/** Parses a route's numeric id; anything else is a 404, never a provider call. */
export function parseId(raw: string): number {
  const id = parseProductId(raw);
  if (id === null) notFound();
  return id;
}
