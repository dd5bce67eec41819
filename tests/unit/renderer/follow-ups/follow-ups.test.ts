import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../shared/domain/calendar-date';
import { contactKindOf } from '../../../../desktop/renderer/src/follow-ups/contact-return';
import { dueGroups } from '../../../../desktop/renderer/src/follow-ups/due-groups';
import { relativeTime } from '../../../../desktop/renderer/src/follow-ups/relative-time';
import { mayChangeActivity, mayWriteFollowUps } from '../../../../desktop/renderer/src/follow-ups/use-follow-up-rights';

const now = new Date('2031-05-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe('relative time of a timeline entry', () => {
  it('says nothing under a minute (the screen says just now), then minutes, hours, days, weeks, months, years', () => {
    expect(relativeTime(ago(30_000), now, 'en')).toBeNull();
    expect(relativeTime(ago(5 * MIN), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 60 * MIN), now, 'en')).toBe('3 hours ago');
    expect(relativeTime(ago(24 * 60 * MIN), now, 'en')).toBe('yesterday');
    expect(relativeTime(ago(3 * 24 * 60 * MIN), now, 'en')).toBe('3 days ago');
    expect(relativeTime(ago(15 * 24 * 60 * MIN), now, 'en')).toBe('2 weeks ago');
    expect(relativeTime(ago(70 * 24 * 60 * MIN), now, 'en')).toBe('2 months ago');
    expect(relativeTime(ago(800 * 24 * 60 * MIN), now, 'en')).toBe('2 years ago');
  });

  it('in German', () => {
    expect(relativeTime(ago(5 * MIN), now, 'de')).toBe('vor 5 Minuten');
    expect(relativeTime(ago(24 * 60 * MIN), now, 'de')).toBe('gestern');
  });

  it('a time a little ahead (a phone whose clock runs fast) counts as just now', () => {
    expect(relativeTime(new Date(now.getTime() + 30_000), now, 'en')).toBeNull();
  });
});

describe("Today's task groups", () => {
  const task = (id: string, due: string) => ({ id, due });
  it('overdue, today, then the next days, each in the order given; empty groups left out', () => {
    const tasks = [task('a', '2031-05-18'), task('b', '2031-05-20'), task('c', '2031-05-21'), task('d', '2031-05-27')];
    expect(dueGroups(tasks, '2031-05-20').map((g) => [g.group, g.tasks.map((t) => t.id)])).toEqual([
      ['overdue', ['a']],
      ['today', ['b']],
      ['next', ['c', 'd']],
    ]);
    expect(dueGroups([task('c', '2031-05-21')], '2031-05-20').map((g) => g.group)).toEqual(['next']);
    expect(dueGroups([], '2031-05-20')).toEqual([]);
  });

  it('puts every task in exactly one group, by its day against today, keeping the order given (property)', () => {
    const day = fc.integer({ min: 0, max: 40 }).map((n) => addDays('2031-05-01', n));
    fc.assert(
      fc.property(fc.array(day, { maxLength: 30 }), day, (dues, today) => {
        const tasks = dues.map((due, i) => task(`t${i}`, due));
        const groups = dueGroups(tasks, today);
        expect(groups.map((g) => g.group)).toEqual((['overdue', 'today', 'next'] as const).filter((name) => groups.some((g) => g.group === name)));
        expect(groups.flatMap((g) => g.tasks).sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)))).toEqual(tasks);
        for (const { group, tasks: list } of groups) {
          for (const t of list) expect(group).toBe(t.due < today ? 'overdue' : t.due === today ? 'today' : 'next');
          const positions = list.map((t) => tasks.indexOf(t));
          expect(positions).toEqual([...positions].sort((a, b) => a - b));
        }
      }),
    );
  });
});

describe('who may write follow-ups', () => {
  const by = (id: string | null) => ({ author: id ? { id, firstName: 'A', lastName: 'B' } : null });
  it('the owner, moderators and EDIT members log; READ members and non-members do not', () => {
    expect(['OWNER', 'MODERATOR', 'EDIT'].every((p) => mayWriteFollowUps(p as 'OWNER'))).toBe(true);
    expect(mayWriteFollowUps('READ')).toBe(false);
    expect(mayWriteFollowUps(null)).toBe(false);
  });
  it('the author (while not READ), the owner and moderators change an entry', () => {
    expect(mayChangeActivity('EDIT', 'u1', by('u1'))).toBe(true);
    expect(mayChangeActivity('EDIT', 'u1', by('u2'))).toBe(false);
    expect(mayChangeActivity('READ', 'u1', by('u1'))).toBe(false);
    expect(mayChangeActivity('OWNER', 'u1', by('u2'))).toBe(true);
    expect(mayChangeActivity('MODERATOR', 'u1', by(null))).toBe(true);
    expect(mayChangeActivity('EDIT', 'u1', by(null))).toBe(false);
  });
});

describe('what a tap on a phone action was', () => {
  it('tel: a call; sms:, WhatsApp a message; any other link nothing', () => {
    expect(contactKindOf('tel:+491701234567')).toBe('call');
    expect(contactKindOf('sms:+491701234567')).toBe('message');
    expect(contactKindOf('https://wa.me/491701234567')).toBe('message');
    expect(contactKindOf('whatsapp://send?phone=491701234567')).toBe('message');
    expect(contactKindOf('https://example.com/wa.me/1')).toBeNull();
    expect(contactKindOf('/teamtree?partnerId=1')).toBeNull();
  });
});
