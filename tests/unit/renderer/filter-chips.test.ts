import { afterEach, describe, expect, it } from 'vitest';
import { NO_FILTER_CHOICE, type ProfileFilterChoice } from '@shared/domain/profile-filters';
import { filterChips } from '../../../desktop/renderer/src/components/FilterChips';
import { i18n } from '../../../desktop/renderer/src/i18n/i18n';

const names: Record<string, string> = { u1: 'Anna Alt', u2: 'Bert Bauer' };
const uplineName = (id: string) => names[id] ?? '?';

describe('the Teamlist filter chips (issue 34)', () => {
  it('are none while no filter is on', () => {
    expect(filterChips(NO_FILTER_CHOICE, uplineName)).toEqual([]);
  });

  it("name each choice in the Filter menu's order, and each takes only itself off", () => {
    const choice: ProfileFilterChoice = { uplines: ['u1', 'u2'], billStatuses: ['warning'], categories: { Rank: ['Gold', 'Silver'], Region: [] } };
    const chips = filterChips(choice, uplineName);
    expect(chips.map((c) => c.label)).toEqual(['Upline: Anna Alt', 'Upline: Bert Bauer', 'Bill Date: Soon', 'Rank: Gold', 'Rank: Silver']);
    expect(chips[0].without).toEqual({ ...choice, uplines: ['u2'] });
    expect(chips[2].without).toEqual({ ...choice, billStatuses: [] });
    expect(chips[4].without).toEqual({ ...choice, categories: { Rank: ['Gold'], Region: [] } });
    // Keys tell chips apart for React.
    expect(new Set(chips.map((c) => c.key)).size).toBe(chips.length);
  });

  describe('in German', () => {
    afterEach(() => i18n.changeLanguage('en'));

    it('say the upline and the bill status in German', async () => {
      await i18n.changeLanguage('de');
      const choice: ProfileFilterChoice = { uplines: ['u1'], billStatuses: ['warning', 'danger'], categories: { Rang: ['Gold'] } };
      expect(filterChips(choice, uplineName).map((c) => c.label)).toEqual(['Upline: Anna Alt', 'Abrechnung: Bald', 'Abrechnung: Inaktiv', 'Rang: Gold']);
    });
  });
});
