import { afterEach, describe, expect, it } from 'vitest';
import { PLANS, ROLES } from '../../../../shared/domain/constants';
import type { AdminUser } from '../../../../shared/schemas/admin';
import { i18n } from '../../../../desktop/renderer/src/i18n/i18n';
import { changedNotice, confirmQuestion, createdDate, fullName, planLabel, roleLabel } from '../../../../desktop/renderer/src/screens/admin/labels';

const uma: AdminUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'uma@example.com',
  firstName: 'Uma',
  lastName: 'User',
  role: 'USER',
  plan: 'BASIC',
  createdAt: '2026-03-04T12:00:00.000Z',
  treeCount: 2,
};

describe('operators page texts', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('has a distinct label for every plan and role', () => {
    for (const language of ['en', 'de']) {
      void i18n.changeLanguage(language);
      expect(new Set(PLANS.map((p) => planLabel(p))).size).toBe(PLANS.length);
      expect(new Set(ROLES.map((r) => roleLabel(r))).size).toBe(ROLES.length);
    }
  });

  it('asks about exactly the fields that change, naming the user', () => {
    expect(confirmQuestion(uma, { plan: 'PRO_MONTHLY' })).toBe('Change the plan from Basic to Pro (monthly) for Uma User (uma@example.com)?');
    expect(confirmQuestion(uma, { role: 'MODERATOR' })).toBe('Change the role from User to Moderator for Uma User (uma@example.com)?');
    expect(confirmQuestion(uma, { plan: 'ELITE_ANNUAL', role: 'ADMIN' })).toBe(
      'Change the plan from Basic to Elite (annual) and role from User to Admin for Uma User (uma@example.com)?',
    );
  });

  it('says what is now in force after a change', () => {
    expect(changedNotice(uma, { plan: 'PRO_ANNUAL' })).toBe('Uma User: plan is now Pro (annual).');
    expect(changedNotice(uma, { plan: 'BASIC', role: 'ADMIN' })).toBe('Uma User: plan is now Basic, role is now Admin.');
  });

  it('falls back to the email for a user without a name', () => {
    expect(fullName({ ...uma, firstName: '', lastName: '' })).toBe('uma@example.com');
  });

  it('shows the created date as day, short month and year, on the calendar of the user\'s time zone', () => {
    // 12:00 UTC is already the next day at UTC+14 (the suite also runs in Pacific/Kiritimati).
    const localDay = new Date(uma.createdAt).getDate();
    expect(createdDate(uma.createdAt)).toBe(`${localDay} Mar 2026`);
  });

  it('says the same in German, with the created date as German writes it', async () => {
    await i18n.changeLanguage('de');
    expect(confirmQuestion(uma, { plan: 'ELITE_ANNUAL', role: 'ADMIN' })).toBe(
      'Für Uma User (uma@example.com) den Tarif von Basic auf Elite (jährlich) und die Rolle von Nutzer auf Admin ändern?',
    );
    expect(changedNotice(uma, { plan: 'PRO_MONTHLY' })).toBe('Uma User: Tarif ist jetzt Pro (monatlich).');
    const localDay = new Date(uma.createdAt).getDate();
    expect(createdDate(uma.createdAt)).toBe(`${localDay}. März 2026`);
  });
});
