import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameKey } from '../../../../shared/domain/restore-lookalikes';
import { lastNameFirst, matchRow, partnerIndex, type PartnerRow } from '../../../../shared/import/figures-match';

/** Issue 38 item 1: which partner a row of a monthly export is (by back-office ID, else name, the upline telling two of one name apart). */

const partner = (id: string, name: string, parentId: string | null = null, externalId: string | null = null): PartnerRow => ({ id, name, parentId, externalId });

const tree = [
  partner('root', 'Rita Root'),
  partner('a', 'Anna Adler', 'root', '100'),
  partner('b', 'Ben Berg', 'a', '101'),
  partner('c1', 'Chris Cole', 'a'),
  partner('c2', 'Chris Cole', 'b'),
  partner('c3', 'Chris Cole', 'b'),
];
const index = partnerIndex(tree);
const found = (externalId: string, name: string, upline = '') => {
  const match = matchRow({ externalId, name, upline }, index);
  return match.kind === 'partner' ? `${match.partner.id} by ${match.by}` : match.kind;
};

describe('matchRow', () => {
  it('finds a partner by back-office ID first, else by name (case and spaces aside), the root by its name', () => {
    expect(found('100', 'Someone Else')).toBe('a by id');
    expect(found('999', '  anna   ADLER ')).toBe('a by name');
    expect(found('', 'Rita Root')).toBe('root by name');
    expect(found('', 'Adler, Anna')).toBe('a by name');
  });

  it('tells two of one name apart by the upline’s name or back-office ID, else calls the row ambiguous', () => {
    expect(found('', 'Chris Cole', 'Anna Adler')).toBe('c1 by upline');
    expect(found('', 'Chris Cole', '100')).toBe('c1 by upline');
    expect(found('', 'Chris Cole', 'Berg, Ben')).toBe('ambiguous'); // two Chris Coles under Ben
    expect(found('', 'Chris Cole')).toBe('ambiguous');
    expect(found('', 'Chris Cole', 'Nobody')).toBe('ambiguous');
  });

  it('a row with an ID or name nobody has is unknown; one with neither has no key', () => {
    expect(found('999', '')).toBe('unknown');
    expect(found('', 'Nora Nobody')).toBe('unknown');
    expect(found(' ', ' ')).toBe('noKey');
  });

  it('reads “Last, First” only with one comma and both parts', () => {
    expect(lastNameFirst('Müller, Jürgen')).toBe('Jürgen Müller');
    expect(lastNameFirst('Müller')).toBeNull();
    expect(lastNameFirst('a, b, c')).toBeNull();
    expect(lastNameFirst('Müller, ')).toBeNull();
  });

  it('never matches a partner whose ID, name or upline the row does not give (random trees)', () => {
    const names = ['Anna Adler', 'Ben Berg', 'Chris Cole', 'Dora Dahl'];
    const treeArb = fc
      .array(fc.record({ name: fc.constantFrom(...names), parent: fc.nat(), hasId: fc.boolean() }), { minLength: 1, maxLength: 25 })
      .map((list) =>
        list.map((p, i): PartnerRow => ({ id: `p${i}`, name: p.name, parentId: i === 0 ? null : `p${p.parent % i}`, externalId: p.hasId ? `X${i}` : null })),
      );
    fc.assert(
      fc.property(treeArb, fc.nat(), fc.constantFrom('id', 'name', 'name+upline'), (partners, pick, how) => {
        const target = partners[pick % partners.length];
        const parent = partners.find((p) => p.id === target.parentId);
        const keys = { externalId: how === 'id' ? (target.externalId ?? '') : '', name: target.name.toUpperCase(), upline: how === 'name+upline' ? (parent?.name ?? '') : '' };
        const match = matchRow(keys, partnerIndex(partners));
        const sameName = partners.filter((p) => nameKey(p.name) === nameKey(target.name));
        if (match.kind === 'partner') {
          if (match.by === 'id') expect(match.partner.externalId).toBe(keys.externalId);
          else expect(nameKey(match.partner.name)).toBe(nameKey(target.name));
          if (match.by === 'upline') expect(partners.find((p) => p.id === match.partner.parentId)?.name).toBe(keys.upline);
        } else expect(match.kind).toBe('ambiguous');
        // Found whenever the row says enough: its ID, its unique name, or its name and an upline no namesake shares.
        const uplineTells = parent !== undefined && sameName.filter((p) => partners.find((q) => q.id === p.parentId)?.name === parent.name).length === 1;
        if ((how === 'id' && target.externalId !== null) || sameName.length === 1 || (how === 'name+upline' && uplineTells)) {
          expect(match).toMatchObject({ kind: 'partner', partner: { id: target.id } });
        }
      }),
    );
  });
});
