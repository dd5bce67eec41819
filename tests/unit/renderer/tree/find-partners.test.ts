import { describe, expect, it } from 'vitest';
import { findPartners, searchTexts } from '../../../../desktop/renderer/src/screens/teamtree/find-partners';

const profiles = [
  { name: 'Anna Amsel', phone: '+49 1701234567', categories: [{ value: 'Gold' }] },
  { name: 'Bernd Bär', phone: '', categories: [] },
  { name: 'Clara Goldberg', phone: '+39 0612345678', categories: [{ value: 'Silver' }] },
];
const texts = searchTexts(profiles);

describe('findPartners', () => {
  it('matches names, phones and category values, case-insensitively', () => {
    expect(findPartners(texts, 'anna')).toEqual([0]);
    expect(findPartners(texts, 'GOLD')).toEqual([0, 2]);
    expect(findPartners(texts, 'bär')).toEqual([1]);
    expect(findPartners(texts, 'silver')).toEqual([2]);
  });

  it('finds phones written with spaces or a dial code', () => {
    expect(findPartners(texts, '170 123')).toEqual([0]);
    expect(findPartners(texts, '+49 170')).toEqual([0]);
    expect(findPartners(texts, '0612')).toEqual([2]);
  });

  it('finds nothing for an empty query, and short digit runs only literally', () => {
    expect(findPartners(texts, '   ')).toEqual([]);
    expect(findPartners(texts, 'zz')).toEqual([]);
  });
});
