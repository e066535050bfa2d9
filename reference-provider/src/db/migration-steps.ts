// The TypeScript steps of migrations, keyed by migration version: data work that SQL cannot do, run
// right after the migration's SQL in its transaction. On a fresh database they find no products and
// do nothing; the seed then writes the same data. On a database seeded before the migration they
// bring the existing rows up to date.
//
// A step runs today's code, which writes today's columns: only the latest migration that changes the
// tables a step writes may carry that step (earlier ones lose it), or an upgrade from further back
// would write columns that do not exist yet.
import { seedPromoCodes } from '../basket/promo-codes';
import { seedFeedbacksIfNone } from '../catalogue/feedbacks';
import { refreshSearchDocuments } from '../search/documents';
import type { Queryable } from './types';

export type MigrationStep = (tx: Queryable) => Promise<void>;

export const MIGRATION_STEPS: Record<string, MigrationStep> = {
  // The demo reviews of an already seeded catalogue.
  '003_feedbacks': async (tx) => {
    if ((await seedFeedbacksIfNone(tx)) > 0) await tx.exec('ANALYZE feedbacks');
  },
  // The promo codes of docs/basket-contract.md (011 gave them their limit per account). They need no
  // catalogue, so this step writes them on a fresh database as well as on one seeded before 007 or 011
  // (the seed of an empty catalogue adds any missing).
  '011_shop_rules': async (tx) => {
    await seedPromoCodes(tx);
  },
  // The search rows (002 made the tables, 005 the columns hints show, 012 the Latin forms, nominals
  // and typo variants) for the products already there.
  '012_search_matching': async (tx) => {
    if ((await refreshSearchDocuments(tx)) > 0) await tx.exec('ANALYZE product_search, search_words, search_word_variants');
  },
};
