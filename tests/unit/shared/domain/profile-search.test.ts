import { describe, expect, it } from 'vitest';
import { findPartners, profileSearchTexts, searchProfiles } from '../../../../shared/domain/profile-search';

const profiles = [
  { name: 'Anna Krüger', phone: '+49 1716715198', parentName: 'Rita Root', categories: [{ value: 'Gold' }] },
  { name: 'Bernd Bär', phone: '01701234567', parentName: 'Anna Krüger', categories: [] },
  { name: 'Clara Goldberg', phone: '+39 0612345678', parentName: 'Anna Krüger', categories: [{ value: 'Silver' }] },
  { name: 'Dora Deep', phone: '', parentName: 'Bernd Bär', categories: [{ value: 'Bronze' }] },
];
const names = (list: readonly { name: string }[]) => list.map((p) => p.name);

describe('the Teamlist search (with the upline)', () => {
  const texts = profileSearchTexts(profiles, { upline: true });
  const search = (query: string) => names(searchProfiles(profiles, texts, query));

  it('keeps every row for an empty query', () => {
    expect(search('  ')).toEqual(names(profiles));
  });

  it('finds names without regard to case or accents', () => {
    expect(search('KRÜGER')).toEqual(['Anna Krüger', 'Bernd Bär', 'Clara Goldberg']);
    expect(search('bar')).toEqual(['Bernd Bär', 'Dora Deep']);
    expect(search('dora')).toEqual(['Dora Deep']);
  });

  it('finds a phone by its digits however either is written, national numbers with their 0 too', () => {
    expect(search('0171 67')).toEqual(['Anna Krüger']);
    expect(search('+49 171 6715')).toEqual(['Anna Krüger']);
    expect(search('0171/6715198')).toEqual(['Anna Krüger']);
    expect(search('0170-123')).toEqual(['Bernd Bär']);
    expect(search('06123')).toEqual(['Clara Goldberg']);
  });

  it('finds by the upline and by category values, every word somewhere', () => {
    expect(search('rita')).toEqual(['Anna Krüger']);
    expect(search('bronze')).toEqual(['Dora Deep']);
    expect(search('gold')).toEqual(['Anna Krüger', 'Clara Goldberg']);
    expect(search('clara silver')).toEqual(['Clara Goldberg']);
    expect(search('clara bronze')).toEqual([]);
  });
});

describe("the tree's Find (no upline)", () => {
  const texts = profileSearchTexts(profiles);

  it('does not find partners by their upline, and finds nothing for an empty query', () => {
    expect(findPartners(texts, 'rita')).toEqual([]);
    expect(findPartners(texts, 'anna')).toEqual([0]);
    expect(findPartners(texts, '')).toEqual([]);
  });

  it('reads two digits only literally (no phone search below three digits)', () => {
    expect(findPartners(texts, '17')).toEqual([0, 1]);
    expect(findPartners(texts, '9 9')).toEqual([]);
  });
});
