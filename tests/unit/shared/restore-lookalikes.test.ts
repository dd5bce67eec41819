import { describe, expect, it } from 'vitest';
import { planRestore, type PartnerRow } from '../../../shared/domain/restore-lookalikes';

/** The lookalike rule and the restore's placement (docs/history.md "Lookalikes"). */

const row = (id: string, parentId: string | null, name: string, externalId: string | null = null): PartnerRow => ({ id, parentId, name, externalId });

const TREE = [row('root', null, 'Sabine'), row('anna2', 'root', 'Anna', 'P-1'), row('ben2', 'anna2', 'Ben'), row('cleo2', 'root', 'Cleo', 'P-3')];
// Deleted: Anna (P-1) with Ben (Bea below), Cleo (P-3, under Anna here), ' ben ' twice.
const ITEM = [row('anna', 'root', 'Anna', 'P-1'), row('bea', 'ben', 'Bea'), row('ben', 'anna', ' BEN  '), row('ben-b', 'anna', 'Ben'), row('cleo', 'anna', 'Cleo', 'P-3')];

describe('planRestore', () => {
  it('finds lookalikes by partner ID, or by name under the upline as the tree knows it, each tree partner once', () => {
    const plan = planRestore({ rows: ITEM, topId: 'anna', topParentId: 'root', tree: TREE, skipLookalikes: false });
    expect(Object.fromEntries(plan.lookalikes)).toEqual({ anna: 'anna2', ben: 'ben2', cleo: 'cleo2' });
    expect(plan.restored[0]).toBe('anna');
    expect([...plan.restored].sort()).toEqual(ITEM.map((r) => r.id).sort());
  });

  it('with skipLookalikes restores the others, under their upline or its lookalike', () => {
    const plan = planRestore({ rows: ITEM, topId: 'anna', topParentId: 'root', tree: TREE, skipLookalikes: true });
    expect(plan.restored).toEqual(['ben-b', 'bea']);
    expect(Object.fromEntries(plan.placed)).toEqual({ 'ben-b': 'anna2', bea: 'ben2' });
  });

  it('matches nothing by name when the upline is new, and places the top under the root when its upline is gone', () => {
    const plan = planRestore({ rows: [row('x', 'gone', 'Zora'), row('y', 'x', 'Ben')], topId: 'x', topParentId: 'gone', tree: TREE, skipLookalikes: true });
    expect(plan.lookalikes.size).toBe(0);
    expect(plan.restored).toEqual(['x', 'y']);
    expect(Object.fromEntries(plan.placed)).toEqual({ x: 'root' });
  });

  it('brings a deleted root back as the root when the tree is empty, its orphans under it', () => {
    const plan = planRestore({ rows: [row('r', null, 'Root'), row('o', 'gone', 'Orphan')], topId: 'r', topParentId: null, tree: [], skipLookalikes: false });
    expect(Object.fromEntries(plan.placed)).toEqual({ r: null, o: 'r' });
  });
});
