import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { categoryLimitMessage } from '../../../../shared/domain/categories';
import { ApiError } from '../../../../desktop/renderer/src/api/errors';
import { DUPLICATE_CATEGORY, FIELD_REQUIRED, INVALID_DATE, INVALID_SHARE_LINK, JOIN_FAILED, SHARE_LINK_INVALID } from '../../../../desktop/renderer/src/forms/messages';
import { firstMessages } from '../../../../desktop/renderer/src/forms/relabel';
import { newRow } from '../../../../desktop/renderer/src/lib/category-editor';
import { createTreeForm, createTreePayload, emptyTree, treeFormDirty } from '../../../../desktop/renderer/src/screens/create-join/create-tree-form';
import { joinForm, joinPayload, joinRefusal } from '../../../../desktop/renderer/src/screens/create-join/join-form';
import { emptyValues, partnerForm } from '../../../../desktop/renderer/src/screens/teamtree/partner/partner-form';
import { unshownProblem } from '../../../../desktop/renderer/src/profile-form/profile-core-form';

const errorsOf = <T>(schema: z.ZodType<T>, values: T) => firstMessages(schema.safeParse(values).error);
const partner = { ...emptyValues(), name: 'Anna', billDate: '2030-01-02' };

describe('Create/Edit Partner form (spec section 5)', () => {
  const schema = partnerForm('BASIC', []);

  it("says 'Dieses Feld ist erforderlich.' for an empty name or bill date", () => {
    expect(errorsOf(schema, emptyValues())).toEqual({ name: FIELD_REQUIRED, billDate: FIELD_REQUIRED });
    expect(errorsOf(schema, { ...partner, name: '   ' }).name).toBe(FIELD_REQUIRED);
    expect(errorsOf(schema, partner)).toEqual({});
  });

  it("refuses an impossible date with 'Ungültiges Datum'", () => {
    expect(errorsOf(schema, { ...partner, birthday: '', invalidDates: { birthday: true } }).birthday).toBe(INVALID_DATE);
    expect(errorsOf(schema, { ...partner, invalidDates: { birthday: false } })).toEqual({});
  });

  it('keeps the shared schema texts for what the form has no words of its own for', () => {
    const problems = errorsOf(schema, { ...partner, reminders: [{ text: 'x'.repeat(501), done: false }] });
    expect(problems.reminders).toBe('Reminder text is too long (at most 500 characters)');
    expect(unshownProblem(problems)).toBe(problems.reminders);
    const category = errorsOf(schema, { ...partner, rows: [newRow('R'.repeat(101), 'Gold')] });
    expect(category.categories).toBe('Category name is too long (at most 100 characters)');
  });

  it('counts the tree categories towards the plan limit and refuses duplicate titles', () => {
    const rows = [newRow('Rank', 'Gold'), newRow('Team', 'A'), newRow('City', 'Bonn')];
    expect(errorsOf(partnerForm('BASIC', ['Level', 'Region']), { ...partner, rows }).rows).toBe(categoryLimitMessage('BASIC'));
    expect(errorsOf(schema, { ...partner, rows: [newRow('Rank', 'Gold'), newRow('rank', 'Silver')] }).rows).toBe(DUPLICATE_CATEGORY);
  });
});

describe('Create TeamTree form', () => {
  const schema = createTreeForm('BASIC');

  it('requires name and bill date with the spec text and sends the create body', () => {
    expect(errorsOf(schema, emptyTree())).toEqual({ name: FIELD_REQUIRED, billDate: FIELD_REQUIRED });
    const values = { ...emptyTree(), name: ' Root ', phone: '015112345678', billDate: '2030-05-17', rows: [newRow(' rank ', 'gold'), newRow('', 'x')] };
    expect(errorsOf(schema, values)).toEqual({});
    expect(createTreePayload(values)).toEqual({ name: 'Root', phone: '+49 15112345678', birthday: null, billDate: '2030-05-17', categories: [{ name: 'Rank', value: 'Gold' }] });
  });

  it('is dirty once anything was entered', () => {
    expect(treeFormDirty(emptyTree())).toBe(false);
    expect(treeFormDirty({ ...emptyTree(), rows: [newRow('', '')] })).toBe(false);
    expect(treeFormDirty({ ...emptyTree(), rows: [newRow('R', '')] })).toBe(true);
  });
});

describe('Join TeamTree form', () => {
  it("takes a token or a whole link and says 'Invalid share link' for nothing usable", () => {
    expect(joinPayload({ token: ' https://x.test/join/abc123 ' })).toEqual({ token: 'abc123' });
    expect(errorsOf(joinForm, { token: 'abc123' })).toEqual({});
    expect(errorsOf(joinForm, { token: '   ' }).token).toBe(INVALID_SHARE_LINK);
  });

  it('reads a refusal the way spec sections 4 and 8 say', () => {
    expect(joinRefusal(new ApiError(409, { error: 'x', teamtreeId: 't1', status: 'PENDING', requestId: 'r1' }))).toEqual({ kind: 'pending', teamtreeId: 't1', requestId: 'r1' });
    expect(joinRefusal(new ApiError(409, { error: 'You are already a member of this TeamTree.', teamtreeId: 't1' }))).toEqual({
      kind: 'member',
      teamtreeId: 't1',
      message: 'You are already a member of this TeamTree.',
    });
    expect(joinRefusal(new ApiError(404, { error: 'Not found' }))).toEqual({ kind: 'failed', message: SHARE_LINK_INVALID });
    expect(joinRefusal(new ApiError(500, null))).toEqual({ kind: 'failed', message: JOIN_FAILED });
  });
});
