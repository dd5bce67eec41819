/**
 * A packed row: the fields of one row joined into one text by U+001F (rows are joined by
 * U+001E). The layout names every field by the SQL expression that writes it, and the reader
 * finds each field by that name: the SQL and the decoding come from one list, so no position
 * can drift. Every expression must be non-null text without separators (`concat_ws` would skip
 * a NULL and shift every later field): coalesce nullable columns to '' and JSON-quote free text
 * with `to_json` (which escapes every control character).
 */
export const ROW_SEPARATOR = '\u001e';
export const FIELD_SEPARATOR = '\u001f';

export interface PackedLayout<K extends string> {
  /** The SQL expression of one packed row. */
  sql: string;
  /** Each field's position in a split row. */
  at: Readonly<Record<K, number>>;
}

export function packedLayout<K extends string>(fields: Readonly<Record<K, string>>): PackedLayout<K> {
  const names = Object.keys(fields) as K[];
  return {
    sql: `concat_ws(E'\\x1f', ${names.map((name) => fields[name]).join(', ')})`,
    at: Object.freeze(Object.fromEntries(names.map((name, i) => [name, i])) as Record<K, number>),
  };
}

/** A `to_json` text literal back to its string (most need no unescaping at all). */
export function unquote(literal: string): string {
  return literal.includes('\\') ? (JSON.parse(literal) as string) : literal.slice(1, -1);
}

/** Epoch microseconds of a timestamp column, as an integer. */
export const epochMicros = (column: string) => `floor(extract(epoch FROM ${column}) * 1000000)::bigint`;
