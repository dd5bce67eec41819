import { describe, expect, it } from 'vitest';
import { REMINDER_DUE_DATE_MESSAGE, REMINDER_DUE_TIME_MESSAGE, REMINDER_TIME_WITHOUT_DATE } from '../../shared/schemas/profile';
import { newProfile } from '../support/seed';
import { useSeededCast } from './profiles-fixtures';

/** A reminder's optional due date and time (docs/profiles.md "Reminders"): stored, answered, validated. */
const { api, cast } = useSeededCast();

async function create(reminders: unknown[]) {
  return api.post('/api/teamtree/profile', newProfile(cast.tree.teamtreeId, cast.tree.rootId, { reminders }), { token: cast.editor.access });
}

async function statusReminders(profileId: string) {
  const res = await api.get(`/api/teamtree/status?teamtreeId=${cast.tree.teamtreeId}`, { token: cast.reader.access });
  expect(res.status).toBe(200);
  return (res.body.teamtree.profiles as { id: string; reminders: unknown[] }[]).find((p) => p.id === profileId)?.reminders;
}

describe('reminders with a due date and time', () => {
  it('stores a due date and time, answers them on create, update and the whole-tree read, and keeps undated reminders as {text, done}', async () => {
    const res = await create([
      { text: 'Call back', dueDate: '2030-03-01', dueTime: '09:30' },
      { text: 'No date' },
      { text: 'Date only', completed: true, dueDate: '2030-03-02', dueTime: '' },
      { text: 'Empty date', dueDate: '', dueTime: null },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const expected = [
      { text: 'Call back', done: false, dueDate: '2030-03-01', dueTime: '09:30' },
      { text: 'No date', done: false },
      { text: 'Date only', done: true, dueDate: '2030-03-02' },
      { text: 'Empty date', done: false },
    ];
    expect(res.body.profile.reminders).toEqual(expected);
    expect(await statusReminders(res.body.profile.id)).toEqual(expected);

    // An edit that leaves reminders out keeps their dates; an old client's list replaces them.
    const kept = await api.put('/api/teamtree/profile', { id: res.body.profile.id, phone: '0301234' }, { token: cast.editor.access });
    expect(kept.status).toBe(200);
    expect(kept.body.profile.reminders).toEqual(expected);
    const old = await api.put('/api/teamtree/profile', { id: res.body.profile.id, reminders: [{ text: 'Call back', done: true }] }, { token: cast.editor.access });
    expect(old.status).toBe(200);
    expect(old.body.profile.reminders).toEqual([{ text: 'Call back', done: true }]);
    expect(await statusReminders(res.body.profile.id)).toEqual([{ text: 'Call back', done: true }]);
  });

  it.each([
    ['a time without a date', { dueTime: '09:30' }, 'reminders.0.dueTime', REMINDER_TIME_WITHOUT_DATE],
    ['a time with an empty date', { dueDate: '', dueTime: '09:30' }, 'reminders.0.dueTime', REMINDER_TIME_WITHOUT_DATE],
    ['an impossible date', { dueDate: '2030-02-30' }, 'reminders.0.dueDate', REMINDER_DUE_DATE_MESSAGE],
    ['a date in another format', { dueDate: '01.03.2030' }, 'reminders.0.dueDate', REMINDER_DUE_DATE_MESSAGE],
    ['a date as a number', { dueDate: 20300301 }, 'reminders.0.dueDate', REMINDER_DUE_DATE_MESSAGE],
    ['24:00', { dueDate: '2030-03-01', dueTime: '24:00' }, 'reminders.0.dueTime', REMINDER_DUE_TIME_MESSAGE],
    ['a time without its leading zero', { dueDate: '2030-03-01', dueTime: '9:30' }, 'reminders.0.dueTime', REMINDER_DUE_TIME_MESSAGE],
    ['a time with seconds', { dueDate: '2030-03-01', dueTime: '09:30:00' }, 'reminders.0.dueTime', REMINDER_DUE_TIME_MESSAGE],
  ])('refuses %s with 400 naming the field', async (_label, fields, field, message) => {
    const res = await create([{ text: 'Bad', ...fields }]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: `${field}: ${message}`, fields: { [field]: message } });
  });

  it('refuses a bad due time on an update and leaves the profile as it was', async () => {
    const created = await create([{ text: 'Keep', dueDate: '2030-03-01' }]);
    expect(created.status).toBe(201);
    const res = await api.put('/api/teamtree/profile', { id: created.body.profile.id, reminders: [{ text: 'Keep', dueTime: '10:00' }] }, { token: cast.editor.access });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'reminders.0.dueTime': REMINDER_TIME_WITHOUT_DATE });
    expect(await statusReminders(created.body.profile.id)).toEqual([{ text: 'Keep', done: false, dueDate: '2030-03-01' }]);
  });
});
