import { describe, expect, it } from 'vitest';
import { distinctLabels, labelOf, type NamedProfile } from '../../../../shared/domain/distinct-names';

const p = (id: string, name: string, parentId: string | null = 'root'): NamedProfile => ({ id, name, parentId });
const labelsOf = (profiles: NamedProfile[]) => {
  const labels = distinctLabels(profiles);
  return Object.fromEntries(profiles.map((profile) => [profile.id, labelOf(labels, profile)]));
};

describe('distinctLabels', () => {
  it('keeps a name held once and gives a name held several times its upline', () => {
    const tree = [p('root', 'Rita Root', null), p('max', 'Max Weber'), p('eva', 'Eva Roth'), p('a1', 'Anna Krüger', 'max'), p('a2', 'anna krüger ', 'eva'), p('a3', 'Anna Krüger')];
    expect(labelsOf(tree)).toEqual({
      root: 'Rita Root',
      max: 'Max Weber',
      eva: 'Eva Roth',
      a1: 'Anna Krüger · under Max Weber',
      a2: 'anna krüger · under Eva Roth',
      a3: 'Anna Krüger · under Rita Root',
    });
    expect(distinctLabels(tree).size).toBe(3);
  });

  it('calls the root the root', () => {
    expect(labelsOf([p('r', 'Anna', null), p('a', 'Anna', 'r')])).toEqual({ r: 'Anna · root', a: 'Anna · under Anna' });
  });

  it('goes further up when the uplines share a name, and numbers partners still alike', () => {
    const tree = [
      p('root', 'Rita', null),
      p('eva', 'Eva'),
      p('ida', 'Ida'),
      p('m1', 'Max', 'eva'),
      p('m2', 'Max', 'ida'),
      p('a1', 'Anna', 'm1'),
      p('a2', 'Anna', 'm2'),
      p('t1', 'Tom', 'm1'),
      p('t2', 'Tom', 'm1'),
    ];
    expect(labelsOf(tree)).toMatchObject({
      m1: 'Max · under Eva',
      m2: 'Max · under Ida',
      a1: 'Anna · under Max under Eva',
      a2: 'Anna · under Max under Ida',
      t1: 'Tom · under Max under Eva under Rita (1)',
      t2: 'Tom · under Max under Eva under Rita (2)',
    });
  });

  it('labels nothing in a tree without twins', () => {
    expect(distinctLabels([p('r', 'Rita', null), p('a', 'Anna')]).size).toBe(0);
  });
});
