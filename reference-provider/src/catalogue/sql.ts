// Collects query parameters while SQL text is assembled from constant fragments: every value a request
// brings reaches Postgres as a $n parameter, never inside the SQL text.

export class SqlParams {
  readonly values: unknown[] = [];

  /** Adds a value and returns its placeholder ("$3"). */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
