/**
 * The trees the render benchmarks draw: MLM-shaped data, each partner's sponsor an earlier one
 * weighted by a heavy-tailed recruiting power (seeded, so every run draws the same tree), and the
 * wide form of issue 35: the root with `firstLevel` partners directly below, the rest below those.
 */

export interface BenchTreeProfile {
  id: string;
  parentId: string | null;
  name: string;
  billDate: string | null;
  categories: { name: string; value: string }[];
}

const RANKS = ['Gold', 'Silver', 'Bronze'];

/** `count` partners; with `firstLevel`, partners 1..firstLevel hang under the root and the root gets no one else. */
export function benchTree(count: number, today: string, firstLevel = 0): BenchTreeProfile[] {
  let seed = 20261121;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  const cumulative = new Float64Array(count);
  const out: BenchTreeProfile[] = [];
  let total = 0;
  const [y, m, d] = today.split('-').map(Number);
  for (let i = 0; i < count; i++) {
    const parent = i === 0 ? null : i <= firstLevel ? 0 : sponsor(cumulative, random() * total, i);
    // In the wide form the root recruits no one beyond its first level: its power is 0.
    const power = i === 0 && firstLevel > 0 ? 0 : 1 / Math.pow(1 - random() * 0.999, 1 / 1.3);
    total += power;
    cumulative[i] = total;
    const offset = Math.floor(random() * 60) - 20;
    const billDate = random() < 0.1 ? null : new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
    out.push({ id: `n${i}`, parentId: parent === null ? null : `n${parent}`, name: `Partner ${i} ${RANKS[i % 3]}`, billDate, categories: [{ name: 'Rank', value: RANKS[i % 3] }] });
  }
  return out;
}

/** The first of the `before` earlier partners whose cumulative power reaches `target`. */
function sponsor(cumulative: Float64Array, target: number, before: number): number {
  let lo = 0;
  let hi = before - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cumulative[mid] < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
