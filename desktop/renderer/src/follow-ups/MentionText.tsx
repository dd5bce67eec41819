import { mentionParts, type MentionMember } from '@shared/domain/mention-text';

/** A timeline entry's text with the `@Name` of the members it mentions highlighted. */
export function MentionText({ text, mentioned }: { text: string; mentioned: readonly MentionMember[] }) {
  return (
    <p className="mt-1 text-sm break-words whitespace-pre-wrap">
      {mentionParts(text, mentioned).map((part, i) =>
        part.userId ? (
          <mark key={i} data-mention={part.userId} className="rounded bg-sky-100 px-0.5 font-medium text-sky-900 dark:bg-sky-900/60 dark:text-sky-100">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
