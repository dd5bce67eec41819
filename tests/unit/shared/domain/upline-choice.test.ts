import { describe, expect, it } from 'vitest';
import { moveRefusal, uplineChoice, type UplineProfile } from '@shared/domain/upline-choice';

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

describe('moveRefusal (a drop on the canvas)', () => {
  const byId = new Map(tree.map((t) => [t.id, t]));
  const moves = { parentOf: (id: string) => byId.get(id)?.parentId ?? null, nameOf: (id: string) => byId.get(id)?.name ?? '' };

  it('allows any partner outside the downline other than the current upline', () => {
    expect(moveRefusal(moves, 'a', 'b')).toBeNull();
    expect(moveRefusal(moves, 'a', 'a2')).toBeNull();
    expect(moveRefusal(moves, 'd', 'e')).toBeNull();
  });

  it("refuses the partner's own downline with the picker's reason, itself, its current upline and the root", () => {
    expect(moveRefusal(moves, 'a', 'd')).toBe("Dora is in Anna's downline: a partner cannot move under their own team.");
    expect(moveRefusal(moves, 'a', 'c')).toBe("Carl is in Anna's downline: a partner cannot move under their own team.");
    expect(moveRefusal(moves, 'a', 'a')).toBe('Anna cannot move under themselves.');
    expect(moveRefusal(moves, 'a', 'r')).toBe('Anna is already under Root Rita.');
    expect(moveRefusal(moves, 'r', 'b')).toBe('The root cannot move.');
  });
});
