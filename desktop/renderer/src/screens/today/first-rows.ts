/**
 * What the Today page draws first: its lists, in page order, share `budget` rows (enough for the
 * first screen of a phone or a desktop window); the rest follows once the page is idle, so the
 * first frame does not wait for a hundred rows below the fold.
 */
export const FIRST_ROWS = 12;

/** Each list's rows in the first frame, for lists of `sizes` rows in page order. */
export function firstRows(sizes: readonly number[], budget = FIRST_ROWS): number[] {
  let left = budget;
  return sizes.map((size) => {
    const rows = Math.min(size, left);
    left -= rows;
    return rows;
  });
}
