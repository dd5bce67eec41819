/** Volumes have at most 2 decimals (shared/schemas/figures.ts): summed and compared in whole cents, so sums are exact. */
export const toCents = (volume: number): number => Math.round(volume * 100);
export const fromCents = (cents: number): number => cents / 100;
