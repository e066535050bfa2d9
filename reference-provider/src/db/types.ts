// The one database interface the provider codes against, so PGlite and Postgres are interchangeable.

/** How a statement runs. */
export interface QueryOptions {
  /**
   * Keep the statement prepared under this name: parsed and planned once per connection, then only
   * bound and run (for the statements run on every request, such as the search hints'). A name
   * always comes with the same SQL; a different one under a used name throws.
   */
  prepare?: string;
}

/** Anything that runs SQL: the database itself or an open transaction. Parameters are `$1`, `$2`, ... */
export interface Queryable {
  /** Runs one statement with parameters and returns its rows. */
  query<T>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Which engine is behind the interface: "pglite" (embedded) or "postgres" (a server through pg). */
  readonly kind: 'pglite' | 'postgres';
  /** Human-readable location: the data folder or the server address without credentials. */
  readonly location: string;
  /** Runs `fn` inside BEGIN/COMMIT; any throw rolls back and is rethrown. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
