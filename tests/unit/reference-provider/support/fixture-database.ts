// For the tsx fixture scripts (basket-database.ts, prepare-old-database.ts, dump-*.ts): opens the
// database a test gave them, a PGlite folder or a postgres:// address (see test-database.ts).
import { openPglite } from '../../../../reference-provider/src/db/pglite';
import { openPostgres } from '../../../../reference-provider/src/db/postgres';
import type { Db } from '../../../../reference-provider/src/db/types';

export function openFixtureDatabase(location: string): Promise<Db> {
  return /^postgres(ql)?:\/\//.test(location) ? openPostgres(location) : openPglite(location);
}
