import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { insertMention, membersMatching, mentionQueryAt, type MentionMember } from '@shared/domain/mention-text';
import { TextAreaField } from './TextAreaField';
import { comboboxAria } from '../components/combobox-aria';

/** The members matching what follows the `@`: `current` is the one Enter chooses; a click or tap chooses any. */
function MentionOptions({ id, options, current, optionId, onChoose }: { id: string; options: MentionMember[]; current: number; optionId(i: number): string; onChoose(member: MentionMember): void }) {
  const { t } = useTranslation();
  return (
    <ul id={id} role="listbox" aria-label={t('followUps.mentionMembers')} className="absolute z-30 mt-1 max-h-56 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
      {options.map((member, i) => (
        <li
          key={member.userId}
          id={optionId(i)}
          role="option"
          aria-selected={i === current}
          // Keeps the focus (and the caret) in the text while the list is tapped or clicked.
          onPointerDown={(event) => event.preventDefault()}
          onClick={() => onChoose(member)}
          className={`flex min-h-9 cursor-pointer items-center px-3 text-sm touch:min-h-11 ${i === current ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100' : ''}`}
        >
          {member.name}
        </li>
      ))}
    </ul>
  );
}

interface Props {
  label: string;
  value: string;
  /** The tree's members who may be mentioned (the writer included: naming yourself tells no one). */
  members: readonly MentionMember[];
  onChange(text: string): void;
  /** A member was chosen from the list (their `@Name` is in the text now). */
  onMention(member: MentionMember): void;
  error?: string | null;
  autoFocus?: boolean;
}

/**
 * A note's text with @mentions: typing `@` lists the tree's members matching what follows it (a
 * combobox's listbox under the field). Arrow keys move through it, Enter or a tap chooses (the
 * text gets `@First Last`), Escape closes it until the next `@`.
 */
export function MentionField({ label, value, members, onChange, onMention, error, autoFocus }: Props) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  /** The `@` whose list Escape or a choice closed. */
  const [closedAt, setClosedAt] = useState<number | null>(null);
  const typed = caret === null ? null : mentionQueryAt(value, caret);
  const options = typed && typed.start !== closedAt ? membersMatching(members, typed.query) : [];
  const open = options.length > 0;
  const current = Math.min(active, options.length - 1);
  const optionId = (i: number) => `${listId}-${i}`;
  /** Where the caret goes once the text with a chosen mention is in the field (before the next key). */
  const caretAfterChoice = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = caretAfterChoice.current;
    if (at === null || !area.current) return;
    caretAfterChoice.current = null;
    area.current.focus();
    area.current.setSelectionRange(at, at);
  });

  function choose(member: MentionMember) {
    if (!typed || caret === null) return;
    const next = insertMention(value, typed.start, caret, member.name);
    onChange(next.text);
    onMention(member);
    setCaret(next.caret);
    setActive(0);
    // Chosen: the list stays closed while the caret is in this mention.
    setClosedAt(typed.start);
    caretAfterChoice.current = next.caret;
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!open || !typed) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(options[current]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setClosedAt(typed.start);
    }
  }

  const list = open ? <MentionOptions id={listId} options={options} current={current} optionId={optionId} onChoose={choose} /> : null;

  return (
    <TextAreaField
      ref={area}
      label={label}
      value={value}
      autoFocus={autoFocus}
      error={error}
      placeholder={t('followUps.mentionHint')}
      {...comboboxAria(listId, open, optionId(current))}
      data-escape-closes-list={open ? 'true' : undefined}
      onKeyDown={onKeyDown}
      onChange={(event) => {
        const { value: next, selectionStart } = event.currentTarget;
        onChange(next);
        setCaret(selectionStart);
        setActive(0);
        // The `@` whose list was closed (Escape, a choice) is gone: a new one opens the list again.
        if (mentionQueryAt(next, selectionStart)?.start !== closedAt) setClosedAt(null);
      }}
      onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
      below={list}
    />
  );
}
