// The TypeScript steps of migrations, keyed by migration version: data work that SQL cannot do, run
// right after the migration's SQL in its transaction. On a fresh database they find no products and
// do nothing; the seed then writes the same data. On a database seeded before the migration they
// bring the existing rows up to date.
import { seedFeedbacksIfNone } from '../catalogue/feedbacks';
import { refreshSearchDocuments } from '../search/documents';
import type { Queryable } from './types';

export type MigrationStep = (tx: Queryable) => Promise<void>;

export const MIGRATION_STEPS: Record<string, MigrationStep> = {
  // Search rows for the products already there (names normalised in TypeScript).
  '002_search': async (tx) => {
    if ((await refreshSearchDocuments(tx)) > 0) await tx.exec('ANALYZE product_search, search_words');
  },
  // The demo reviews of an already seeded catalogue.
  '003_feedbacks': async (tx) => {
    if ((await seedFeedbacksIfNone(tx)) > 0) await tx.exec('ANALYZE feedbacks');
  },
};
