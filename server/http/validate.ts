import type { z } from 'zod';
import { badRequest } from './errors';

/** Human text for one zod issue, naming the field it concerns. */
function describe(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.');
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return field ? `${field} is required` : 'A value is required';
  }
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Validates input against a shared schema; failures become 400 `{error, fields}`. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in fields)) fields[key] = issue.path.length ? describe(issue).replace(`${key}: `, '') : issue.message;
  }
  throw badRequest(describe(result.error.issues[0]), fields);
}
