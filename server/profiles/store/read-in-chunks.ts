/** Ids per `whereIn` (PostgreSQL takes at most 65,535 parameters a statement). */
const LOOKUP_CHUNK = 1000;

/** Runs `read` on slices of `keys` one after the other (inside a transaction they share one connection). */
export async function readInChunks<K, R>(keys: readonly K[], read: (part: K[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (let from = 0; from < keys.length; from += LOOKUP_CHUNK) rows.push(...(await read(keys.slice(from, from + LOOKUP_CHUNK))));
  return rows;
}
