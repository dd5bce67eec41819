import { z } from 'zod';

/** The form's own text for one issue of a shared schema (undefined keeps the schema's text). */
export type IssueText<V> = (issue: z.core.$ZodIssue, values: V) => string | undefined;

interface Options<V> {
  /** The form's wording for some issues, such as the spec's 'Dieses Feld ist erforderlich.'. */
  text?: IssueText<V>;
  /** Request fields the form holds under another name (`categories` -> `rows`). */
  fields?: Readonly<Record<string, string>>;
}

/**
 * Form values checked by a shared request schema (a `superRefine` step): the values are mapped
 * to the request the submit sends, the shared schema checks it, and each issue lands on the
 * form field it concerns. The rules stay the shared schema's own (nothing is declared twice);
 * only the wording of some issues is the form's.
 */
export function checkedBy<V>(request: z.ZodType, toRequest: (values: V) => unknown, { text, fields = {} }: Options<V> = {}) {
  return (values: V, ctx: z.RefinementCtx<V>) => {
    const result = request.safeParse(toRequest(values));
    if (result.success) return;
    for (const issue of result.error.issues) {
      const first = issue.path[0];
      const path = typeof first === 'string' && fields[first] ? [fields[first]] : issue.path;
      ctx.addIssue({ code: 'custom', path, message: text?.(issue, values) ?? issue.message });
    }
  };
}

/** The field an issue is about (the first segment of its path). */
export const fieldOf = (issue: z.core.$ZodIssue): string | undefined => (typeof issue.path[0] === 'string' ? issue.path[0] : undefined);

/** The first message per field: what the form shows (for tests and non-field displays). */
export function firstMessages(error: z.ZodError | undefined): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const field = fieldOf(issue);
    if (field && !(field in messages)) messages[field] = issue.message;
  }
  return messages;
}
