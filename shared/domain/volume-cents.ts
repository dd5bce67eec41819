/** Volumes have at most 2 decimals (shared/schemas/figures.ts): summed and compared in whole cents, so sums are exact. */
/** A volume in whole cents; none (`null`) counts 0. */
export const toCents = (volume: number | null | undefined): number => Math.round((volume ?? 0) * 100);
export const fromCents = (cents: number): number => cents / 100;
