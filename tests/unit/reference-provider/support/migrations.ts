// The provider's migrations as the start-up line names them, so an upgrade test states "every one
// from 007 on" rather than a list that each new migration would make wrong.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const DIR = path.resolve(__dirname, '../../../../reference-provider/src/db/migrations');

/** The versions ("007_basket", …) from `first` (its number, e.g. "007") to the newest, in order. */
export function migrationsFrom(first: string): string[] {
  return readdirSync(DIR)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file) && file.slice(0, 3) >= first)
    .sort()
    .map((file) => file.slice(0, -4));
}

/** The start-up line's "migrations …, catalogue already seeded" for an upgrade from just before `first`. */
export function appliedFrom(first: string): string {
  return `migrations ${migrationsFrom(first).join(', ')}, catalogue already seeded`;
}
