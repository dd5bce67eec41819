let collator: Intl.Collator | null = null;

/**
 * Compares two texts in German order (case and accents aside, numbers by their value), for
 * sorting names and values. One Intl.Collator, made on first use: making it costs 30-60 ms on a
 * phone's slower CPU (docs/performance.md), which app start-up should not pay for.
 */
export function compareGerman(a: string, b: string): number {
  collator ??= new Intl.Collator('de', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}
