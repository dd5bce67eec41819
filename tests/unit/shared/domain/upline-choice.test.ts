import { describe, expect, it } from 'vitest';
import { uplineChoice, type UplineProfile } from '@shared/domain/upline-choice';

const p = (id: string, name: string, parentId: string | null): UplineProfile => ({ id, name, parentId, billDate: null, categories: [] });

// Root Rita > Anna > Carl > Dora; Root Rita > Bert > Anna (a second Anna); Root Rita > Eva.
const tree = [p('r', 'Root Rita', null), p('a', 'Anna', 'r'), p('c', 'Carl', 'a'), p('d', 'Dora', 'c'), p('b', 'Bert', 'r'), p('a2', 'Anna', 'b'), p('e', 'Eva', 'r')];

describe('uplineChoice', () => {
  it('offers everyone but the partner, its whole downline and its current upline, each with its own upline', () => {
    const { candidates, refusal } = uplineChoice(tree, 'a', '');
    expect(candidates).toEqual([
      { id: 'a2', name: 'Anna', label: 'Anna · under Bert', uplineName: 'Bert' },
      { id: 'b', name: 'Bert', label: 'Bert', uplineName: 'Root Rita' },
      { id: 'e', name: 'Eva', label: 'Eva', uplineName: 'Root Rita' },
    ]);
    expect(refusal).toBeNull();
  });

  it('filters by name and tells duplicates apart by their upline in the label', () => {
    expect(uplineChoice(tree, 'e', 'ann').candidates).toEqual([
      { id: 'a2', name: 'Anna', label: 'Anna · under Bert', uplineName: 'Bert' },
      { id: 'a', name: 'Anna', label: 'Anna · under Root Rita', uplineName: 'Root Rita' },
    ]);
  });

  it("says why a partner of the mover's downline cannot be chosen", () => {
    expect(uplineChoice(tree, 'a', 'dora')).toEqual({ candidates: [], refusal: "Dora is in Anna's downline: a partner cannot move under their own team." });
    expect(uplineChoice(tree, 'a', 'nobody')).toEqual({ candidates: [], refusal: null });
  });

  it('offers the root as an upline with no upline of its own', () => {
    expect(uplineChoice(tree, 'd', 'rita').candidates).toEqual([{ id: 'r', name: 'Root Rita', label: 'Root Rita', uplineName: null }]);
  });
});
