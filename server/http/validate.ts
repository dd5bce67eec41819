import type { z } from 'zod';
import { badRequest, type HttpError } from './errors';

/** Human text for one zod issue, naming the field it concerns. */
function describe(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.');
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return field ? `${field} is required` : 'A value is required';
  }
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** The 400 `{error, fields}` of failed validation: `error` describes the first issue, `fields` each field's first. */
export function invalidInput(issues: readonly z.core.$ZodIssue[]): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in fields)) fields[key] = issue.path.length ? describe(issue).replace(`${key}: `, '') : issue.message;
  }
  return badRequest(describe(issues[0]), fields);
}

/** Validates input against a shared schema; failures become 400 `{error, fields}`. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalidInput(result.error.issues);
}
