import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../shared/domain/calendar-date';
import { nodeStyles, TONE } from '../../../../desktop/renderer/src/screens/teamtree/tree/node-style';

const EMPTY_FILTERS = { uplines: [], billStatuses: [], categories: {} };
const today = '2026-02-25';
const profile = (id: string, parentId: string | null, billDate: string | null, categories: { name: string; value: string }[] = []) => ({ id, parentId, billDate, categories });

describe('node styles', () => {
  it('colours by bill status only in Bill Date mode', () => {
    const profiles = [profile('r', null, addDays(today, 30)), profile('w', 'r', addDays(today, 3)), profile('d', 'r', addDays(today, -1)), profile('n', 'r', null)];
    const base = { today, choice: EMPTY_FILTERS, scope: 'all' as const, linkedProfileId: null };
    expect([...nodeStyles(profiles, { ...base, viewMode: 'billdate' }).tone]).toEqual([TONE.safe, TONE.warning, TONE.danger, TONE.none]);
    expect([...nodeStyles(profiles, { ...base, viewMode: 'standard' }).tone]).toEqual([0, 0, 0, 0]);
  });

  it('dims what the Filter choices or My Team leave out, keeping the nodes', () => {
    const profiles = [profile('r', null, null), profile('a', 'r', null, [{ name: 'Rank', value: 'Gold' }]), profile('b', 'r', null), profile('a1', 'a', null)];
    const base = { today, viewMode: 'standard' as const, linkedProfileId: 'a' };
    const none = nodeStyles(profiles, { ...base, choice: EMPTY_FILTERS, scope: 'all' });
    expect(none.anyDim).toBe(false);
    const team = nodeStyles(profiles, { ...base, choice: EMPTY_FILTERS, scope: 'myteam' });
    expect([...team.dim]).toEqual([1, 0, 1, 0]);
    const gold = nodeStyles(profiles, { ...base, choice: { ...EMPTY_FILTERS, categories: { rank: ['gold'] } }, scope: 'all' });
    expect([...gold.dim]).toEqual([1, 0, 1, 1]);
  });
});
