// Bulk inserts without a parameter per value.
import type { Queryable } from './types';

/**
 * Inserts rows column-wise: `INSERT ... SELECT * FROM unnest($1::int[], $2::text[], ...)`.
 * One round trip per table whatever the row count, and no 65535-parameter limit.
 * Table and column names are constants of the caller, never input.
 */
export async function insertColumns(
  tx: Queryable,
  table: string,
  columns: Array<[name: string, sqlArrayType: string, values: unknown[]]>,
): Promise<void> {
  if (columns.length === 0 || columns[0]![2].length === 0) return;
  const names = columns.map(([name]) => name).join(', ');
  const arrays = columns.map(([, type], i) => `$${i + 1}::${type}`).join(', ');
  await tx.query(
    `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays})`,
    columns.map(([, , values]) => values),
  );
}
