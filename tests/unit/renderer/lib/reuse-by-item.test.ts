import { describe, expect, it } from 'vitest';
import { reuseByItem, reuseByPosition } from '../../../../desktop/renderer/src/lib/reuse-by-item';

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

describe('reuseByPosition', () => {
  const [anna, bert, carla] = [{ name: 'Anna' }, { name: 'Bert' }, { name: 'Carla' }];

  it('computes only the items replaced at their place, and everything when the length changes', () => {
    const computed: string[] = [];
    const names = reuseByPosition((item: { name: string }) => {
      computed.push(item.name);
      return item.name.toUpperCase();
    });
    const first = names([anna, bert, carla]);
    expect(first).toEqual(['ANNA', 'BERT', 'CARLA']);
    const renamed = { name: 'Roberta' };
    const second = names([anna, renamed, carla]);
    expect(second).toEqual(['ANNA', 'ROBERTA', 'CARLA']);
    // A new array for a new list: the previous answer is left as it was.
    expect(first).toEqual(['ANNA', 'BERT', 'CARLA']);
    expect(computed).toEqual(['Anna', 'Bert', 'Carla', 'Roberta']);
    expect(names([anna, carla])).toEqual(['ANNA', 'CARLA']);
    expect(computed.slice(4)).toEqual(['Anna', 'Carla']);
  });

  it('answers the same values for the same list', () => {
    const names = reuseByPosition((item: { name: string }) => item.name);
    const list = [anna, bert];
    expect(names(list)).toBe(names(list));
  });
});
