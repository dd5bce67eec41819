import { describe, expect, it } from 'vitest';
import { IMPORT_MAPPINGS_MAX, settingsAnswer } from '../../shared/schemas/settings';
import { registerUser, type TestUser } from '../support/accounts';
import { useTestServer } from '../support/use-test-server';
import { expectError } from './trees-fixtures';

/** The import mappings kept with the account (issue 34 item 3, `value.importMappings`), bounded in size. */
const backend = useTestServer();
const { api } = backend;

const save = (u: TestUser, value: Record<string, unknown>) => api.post('/api/user/settings', { settings: { __v: 1, value: { teamlist: { visibleCols: ['name', 'phone'] }, ...value } } }, { token: u.access });
const read = async (u: TestUser) => (await api.get('/api/user/settings', { token: u.access })).body;
const entry = (mapping: string[]) => ({ mapping, dateFormat: 'dd.MM.yyyy', savedAt: '2026-12-07T10:00:00.000Z' });

describe('importMappings in POST/GET /api/user/settings', () => {
  it('stores the mappings by headings and answers them; a client that does not send them keeps them', async () => {
    const u = await registerUser(api);
    const importMappings = { '["Partner-Nr","Name","Mobil"]': entry(['externalId', 'name', 'phone']) };
    expect(await save(u, { importMappings })).toMatchObject({ status: 200, body: { ok: true } });
    await save(u, {});
    const answer = await read(u);
    expect(settingsAnswer.parse(answer)).toEqual(answer);
    expect(answer.settings.value.importMappings).toEqual(importMappings);
  });

  it('refuses more than the bound of mappings, or a bad date format, and keeps the stored ones', async () => {
    const u = await registerUser(api);
    await save(u, { importMappings: { '["Name"]': entry(['name']) } });
    const many = Object.fromEntries(Array.from({ length: IMPORT_MAPPINGS_MAX + 1 }, (_, i) => [`["H${i}"]`, entry(['name'])]));
    const tooMany = await save(u, { importMappings: many });
    expectError(tooMany, 400);
    expect(tooMany.body.error).toContain(`At most ${IMPORT_MAPPINGS_MAX} import mappings`);
    const badFormat = await save(u, { importMappings: { '["Name"]': { ...entry(['name']), dateFormat: 'dd/MM/yy' } } });
    expectError(badFormat, 400);
    const longSignature = await save(u, { importMappings: { ['x'.repeat(2001)]: entry(['name']) } });
    expectError(longSignature, 400);
    expect((await read(u)).settings.value.importMappings).toEqual({ '["Name"]': entry(['name']) });
  });
});
