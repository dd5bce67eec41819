import { describe, expect, it } from 'vitest';
import { followUpsById, withFollowUps, withoutContact } from '../../../../desktop/renderer/src/screens/teamlist/follow-up-figures';

/** The Teamlist's follow-ups on its rows, and the filter 'No contact for 30 days' (docs/follow-ups.md "On the Teamlist"). */
const summary = {
  lastContactHidden: false,
  profiles: [
    { profileId: 'a', lastContact: '2026-12-05T09:00:00.000Z', nextFollowUp: null },
    { profileId: 'b', lastContact: '2026-11-06T09:00:00.000Z', nextFollowUp: '2026-12-10' },
    { profileId: 'c', lastContact: null, nextFollowUp: '2026-12-08' },
  ],
};
const rows = ['a', 'b', 'c', 'd'].map((id) => ({ id, name: id.toUpperCase() }));

describe("the Teamlist's follow-ups", () => {
  it("puts each partner's figures on their row, neither for a partner the summary leaves out", () => {
    expect(withFollowUps(rows, followUpsById(summary))).toEqual([
      { id: 'a', name: 'A', lastContact: '2026-12-05T09:00:00.000Z', nextFollowUp: null },
      { id: 'b', name: 'B', lastContact: '2026-11-06T09:00:00.000Z', nextFollowUp: '2026-12-10' },
      { id: 'c', name: 'C', lastContact: null, nextFollowUp: '2026-12-08' },
      { id: 'd', name: 'D', lastContact: null, nextFollowUp: null },
    ]);
    expect(withFollowUps(rows, followUpsById(undefined)).every((row) => row.lastContact === null && row.nextFollowUp === null)).toBe(true);
  });

  it("'No contact for 30 days' keeps the partners never contacted and those last contacted 30 or more days ago", () => {
    const figured = withFollowUps(rows, followUpsById(summary));
    // 2026-11-06 to 2026-12-06 is 30 days (09:00 UTC is the same day from UTC-9 to UTC+14, where the unit tests run).
    expect(withoutContact(figured, '2026-12-06').map((row) => row.id)).toEqual(['b', 'c', 'd']);
    expect(withoutContact(figured, '2026-12-05').map((row) => row.id)).toEqual(['c', 'd']);
  });
});
