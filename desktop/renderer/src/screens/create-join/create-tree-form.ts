import { z } from 'zod';
import { DEFAULT_DIAL_CODE, type Plan } from '@shared/domain/constants';
import { createTeamtreeRequest, type CreateTeamtreeRequest } from '@shared/schemas/teamtree';
import { checkedBy } from '../../forms/relabel';
import { rowsToPairs } from '../../lib/category-editor';
import { checkCategories, checkDates, corePayload, profileTexts, type ProfileCoreValues, type WithCategoryRows } from '../../profile-form/profile-core-form';

/** 'Create TeamTree': the tree's name and its root profile, with categories. */
export type CreateTreeValues = ProfileCoreValues & WithCategoryRows;

export const emptyTree = (): CreateTreeValues => ({ name: '', dialCode: DEFAULT_DIAL_CODE, phone: '', birthday: '', billDate: '', invalidDates: {}, rows: [] });

/** The body of POST /api/teamtree. */
export function createTreePayload(values: CreateTreeValues): CreateTeamtreeRequest {
  return { ...corePayload(values), billDate: values.billDate || null, categories: rowsToPairs(values.rows) };
}

/** Whether anything was entered (closing then asks first). */
export function treeFormDirty(values: CreateTreeValues): boolean {
  return values.name !== '' || values.phone !== '' || values.birthday !== '' || values.billDate !== '' || values.rows.some((r) => r.name || r.value);
}

/** The create request's rules on what would be sent, impossible dates, and the categories within the plan's limit. */
export function createTreeForm(plan: Plan) {
  return z
    .custom<CreateTreeValues>()
    .superRefine(checkedBy(createTeamtreeRequest, createTreePayload, { text: profileTexts }))
    .superRefine(checkDates)
    .superRefine(checkCategories(plan));
}
