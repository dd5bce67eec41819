import type { z } from 'zod';
import type { Plan } from '@shared/domain/constants';
import { DUPLICATE_CATEGORY, FIELD_REQUIRED, INVALID_DATE } from '../forms/messages';
import { fieldOf, type IssueText } from '../forms/relabel';
import { hasDuplicates, limitError, type CategoryRow } from '../lib/category-editor';
import { phoneForApi } from '../lib/phone-input';

/** The date fields of a profile form. */
export type DateFieldName = 'birthday' | 'billDate';
/** The date fields that show an impossible date (the browser gives them as ''). */
export type InvalidDates = Partial<Record<DateFieldName, boolean>>;

/** The fields every profile form has: the root profile of a new tree and any partner. */
export interface ProfileCoreValues {
  name: string;
  dialCode: string;
  /** National number, digits only. */
  phone: string;
  birthday: string;
  billDate: string;
  invalidDates: InvalidDates;
}

/** What a profile form with categories holds besides the core fields. */
export interface WithCategoryRows {
  rows: CategoryRow[];
}

/** The core fields as the API takes them (the bill date is checked by each request's own rule). */
export function corePayload(values: ProfileCoreValues) {
  return { name: values.name.trim(), phone: phoneForApi(values.dialCode, values.phone), birthday: values.birthday || null };
}

/** Spec section 5: an empty Name or Bill date says 'Dieses Feld ist erforderlich.'; other refusals keep the shared schema's text. */
export const profileTexts: IssueText<ProfileCoreValues> = (issue, values) => {
  const field = fieldOf(issue);
  if (field === 'name' && !values.name.trim()) return FIELD_REQUIRED;
  if (field === 'billDate' && !values.billDate) return FIELD_REQUIRED;
  return undefined;
};

/** A date field showing an impossible date: 'Ungültiges Datum', and the form must not save. */
export function checkDates(values: ProfileCoreValues, ctx: z.RefinementCtx<ProfileCoreValues>) {
  for (const field of ['birthday', 'billDate'] as const) {
    if (values.invalidDates[field]) ctx.addIssue({ code: 'custom', path: [field], message: INVALID_DATE });
  }
}

/** The category editor's rules (spec section 5): the plan's limit counted with the tree's names, and unique titles. */
export function checkCategories(plan: Plan, existing: readonly string[] = []) {
  return (values: WithCategoryRows, ctx: z.RefinementCtx<WithCategoryRows>) => {
    const problem = limitError(values.rows, plan, existing) ?? (hasDuplicates(values.rows) ? DUPLICATE_CATEGORY : null);
    if (problem) ctx.addIssue({ code: 'custom', path: ['rows'], message: problem });
  };
}

/**
 * A refusal the form has no field for (a category or reminder text too long): shown beside the
 * submit. The category editor shows its own limit and duplicate messages.
 */
export function unshownProblem(problems: Readonly<Record<string, string>>): string | undefined {
  return problems.categories ?? problems.reminders;
}
