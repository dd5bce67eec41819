/**
 * @mentions in a note's text (issue 37 item 5; docs/follow-ups.md "Mentions"): what is being
 * typed after an `@`, the members it matches, the text with a chosen member put in as
 * `@First Last`, which chosen members the text still names, and the text cut into plain parts
 * and mentions for showing them highlighted.
 */

export interface MentionMember {
  userId: string;
  name: string;
}

/** A typed `@…` longer than this is no mention any more. */
const QUERY_MAX = 40;

/**
 * The mention being typed at `caret`: an `@` at the start or after white space, and what follows
 * it up to the caret (no line break, no second `@`); `null` when the caret is in none.
 */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start < 0 || (start > 0 && !/\s/.test(before[start - 1]))) return null;
  const query = before.slice(start + 1);
  if (/[\n\r@]/.test(query) || query.length > QUERY_MAX) return null;
  return { start, query };
}

/** The members whose name, or one of its words, begins with `query` (any case), in the order given; at most `limit`. */
export function membersMatching<M extends MentionMember>(members: readonly M[], query: string, limit = 8): M[] {
  const wanted = query.trim().toLocaleLowerCase();
  const matches = (name: string) => {
    const lower = name.toLocaleLowerCase();
    return lower.startsWith(wanted) || lower.split(/\s+/).some((word) => word.startsWith(wanted));
  };
  return members.filter((member) => member.name !== '' && matches(member.name)).slice(0, limit);
}

/** The text with the `@…` from `start` to `caret` replaced by `@Name ` and where the caret goes after it. */
export function insertMention(text: string, start: number, caret: number, name: string): { text: string; caret: number } {
  const mention = `@${name} `;
  const rest = text.slice(caret).replace(/^ /, '');
  return { text: text.slice(0, start) + mention + rest, caret: start + mention.length };
}

/** The ids of the chosen members whose `@Name` the text still holds (each once): a mention typed away is no mention. */
export function mentionsKept(text: string, chosen: readonly MentionMember[]): string[] {
  const ids = chosen.filter((member) => member.name !== '' && text.includes(`@${member.name}`)).map((member) => member.userId);
  return [...new Set(ids)];
}

export type MentionPart = { text: string; userId?: undefined } | { text: string; userId: string };

/** The text cut into plain parts and the `@Name` of the given members (the longest name wins where names overlap). */
export function mentionParts(text: string, members: readonly MentionMember[]): MentionPart[] {
  const named = members.filter((member) => member.name !== '').sort((a, b) => b.name.length - a.name.length);
  const parts: MentionPart[] = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    const found = text[i] === '@' ? named.find((member) => text.startsWith(`@${member.name}`, i)) : undefined;
    if (!found) {
      plain += text[i];
      i++;
      continue;
    }
    if (plain) parts.push({ text: plain });
    plain = '';
    parts.push({ text: `@${found.name}`, userId: found.userId });
    i += found.name.length + 1;
  }
  if (plain) parts.push({ text: plain });
  return parts;
}
