import { fromUplines } from '../../../support/uplines';

/** A seeded MLM-shaped tree: node i's sponsor is an earlier node, heavy-tailed. */
export function mlmTree(count: number, seed = 7): { id: string; parentId: string | null; name: string; billDate: string | null; categories: { name: string; value: string }[] }[] {
  let state = seed;
  const random = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const out = [];
  for (let i = 0; i < count; i++) {
    const parent = i === 0 ? null : `p${Math.floor(i * random() ** 3)}`;
    out.push({ id: `p${i}`, parentId: parent, name: `Partner ${i}`, billDate: null, categories: [] });
  }
  return out;
}

/** root -> a, b, c; a -> a1, a2; c -> c1 */
export const SMALL = fromUplines({ root: null, a: 'root', b: 'root', c: 'root', a1: 'a', a2: 'a', c1: 'c' });
