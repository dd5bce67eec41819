import { describe, expect, it } from 'vitest';
import { reuseByItem } from '../../../../desktop/renderer/src/lib/reuse-by-item';

describe('reuseByItem', () => {
  const make = () => {
    const computed: string[] = [];
    const lengths = reuseByItem((item: { name: string }) => {
      computed.push(item.name);
      return item.name.length;
    });
    return { lengths, computed };
  };
  const [anna, bert, carla] = [{ name: 'Anna' }, { name: 'Bert' }, { name: 'Carla' }];

  it('computes a replaced item only, and keeps the rest position by position', () => {
    const { lengths, computed } = make();
    expect(lengths([anna, bert, carla])).toEqual([4, 4, 5]);
    const renamed = { name: 'Roberta' };
    expect(lengths([anna, renamed, carla])).toEqual([4, 7, 5]);
    expect(computed).toEqual(['Anna', 'Bert', 'Carla', 'Roberta']);
  });

  it('finds items that moved or stayed when the list grew or shrank, without computing them again', () => {
    const { lengths, computed } = make();
    lengths([anna, bert, carla]);
    const dora = { name: 'Dora' };
    expect(lengths([carla, anna, bert, dora])).toEqual([5, 4, 4, 4]);
    expect(lengths([bert, dora])).toEqual([4, 4]);
    expect(computed).toEqual(['Anna', 'Bert', 'Carla', 'Dora']);
  });

  it('answers the same values for the same list', () => {
    const { lengths } = make();
    const list = [anna, bert];
    expect(lengths(list)).toBe(lengths(list));
  });
});
