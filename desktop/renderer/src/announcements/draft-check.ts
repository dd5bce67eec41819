import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX } from '@shared/schemas/announcement';

/** What is wrong with a draft's field, in words the form says (broadcast.* texts and their values). */
export type DraftProblem =
  | { key: 'broadcast.titleEmpty' | 'broadcast.messageEmpty' }
  | { key: 'broadcast.titleTooLong' | 'broadcast.messageTooLong'; max: number; count: number };

export interface DraftProblems {
  title?: DraftProblem;
  body?: DraftProblem;
}

/**
 * The server's rules for an announcement (shared/schemas/announcement.ts), checked before it is
 * sent: a title of 1-120 characters once trimmed, a message of 1-5,000 that is not only blanks.
 */
export function draftProblems(title: string, body: string): DraftProblems {
  const problems: DraftProblems = {};
  const trimmed = title.trim();
  if (!trimmed) problems.title = { key: 'broadcast.titleEmpty' };
  else if (trimmed.length > ANNOUNCEMENT_TITLE_MAX) problems.title = { key: 'broadcast.titleTooLong', max: ANNOUNCEMENT_TITLE_MAX, count: trimmed.length };
  if (!body.trim()) problems.body = { key: 'broadcast.messageEmpty' };
  else if (body.length > ANNOUNCEMENT_BODY_MAX) problems.body = { key: 'broadcast.messageTooLong', max: ANNOUNCEMENT_BODY_MAX, count: body.length };
  return problems;
}

/** Only the too-long problems: said while typing, before the user tries to post. */
export function lengthProblems(title: string, body: string): DraftProblems {
  const { title: t, body: b } = draftProblems(title, body);
  return { title: t && 'max' in t ? t : undefined, body: b && 'max' in b ? b : undefined };
}
