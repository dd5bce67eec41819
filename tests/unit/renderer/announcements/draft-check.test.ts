import { describe, expect, it } from 'vitest';
import { draftProblems, lengthProblems } from '../../../../desktop/renderer/src/announcements/draft-check';

describe("an announcement draft's check", () => {
  it('takes a title of up to 120 characters once trimmed and a message of up to 5,000', () => {
    expect(draftProblems(`  ${'t'.repeat(120)}  `, 'm'.repeat(5000))).toEqual({});
  });

  it('says which field is too long, by how much', () => {
    expect(draftProblems('t'.repeat(121), 'm'.repeat(5001))).toEqual({
      title: { key: 'broadcast.titleTooLong', max: 120, count: 121 },
      body: { key: 'broadcast.messageTooLong', max: 5000, count: 5001 },
    });
  });

  it('refuses an empty title and a message of blanks only', () => {
    expect(draftProblems('   ', ' \n\t ')).toEqual({ title: { key: 'broadcast.titleEmpty' }, body: { key: 'broadcast.messageEmpty' } });
  });

  it('says only what is too long while the user types (empty fields wait for the post)', () => {
    expect(lengthProblems('', '')).toEqual({ title: undefined, body: undefined });
    expect(lengthProblems('t'.repeat(121), '')).toEqual({ title: { key: 'broadcast.titleTooLong', max: 120, count: 121 }, body: undefined });
  });
});
