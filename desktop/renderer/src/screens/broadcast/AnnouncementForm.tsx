import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX, ANNOUNCEMENTS_PER_DAY } from '@shared/schemas/announcement';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/Field';
import { errorMessage, isStatus } from '../../api/errors';
import type { AnnouncementDraft } from '../../announcements/announcements-api';
import { CountedField } from './CountedField';
import { draftProblems, lengthProblems, type DraftProblem } from '../../announcements/draft-check';

interface Props {
  initial?: AnnouncementDraft;
  /** 'Post' for a new one, 'Save' for a change. */
  submitLabel: string;
  busyLabel: string;
  onSubmit(draft: AnnouncementDraft): Promise<unknown>;
  onCancel(): void;
}

const EMPTY: AnnouncementDraft = { title: '', body: '', pinned: false };


/**
 * 'Title', 'Message' (plain text), 'Pin' and 'Post' (or 'Save'): the limits are said while the
 * user types (a counter, and an error once a field is too long), the empty fields when they try
 * to post; the server's refusal (the daily limit, a change made meanwhile) above the buttons.
 */
export function AnnouncementForm({ initial = EMPTY, submitLabel, busyLabel, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [title, setTitle] = useState(initial.title);
  const [body, setBody] = useState(initial.body);
  const [pinned, setPinned] = useState(initial.pinned);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const problems = tried ? draftProblems(title, body) : lengthProblems(title, body);
  const say = (problem: DraftProblem | undefined) => (problem ? t(problem.key, 'max' in problem ? { max: problem.max, count: problem.count } : {}) : undefined);
  const titleError = say(problems.title);
  const bodyError = say(problems.body);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefusal(null);
    const found = draftProblems(title, body);
    if (found.title || found.body) {
      document.getElementById(found.title ? `${id}-title` : `${id}-body`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit({ title: title.trim(), body, pinned });
    } catch (error) {
      // The daily limit in words of its own (in the language shown), anything else as the server says it.
      setRefusal(isStatus(error, 429) ? t('broadcast.dailyLimit', { max: ANNOUNCEMENTS_PER_DAY }) : errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const counter = 'mt-1 text-xs text-slate-600 dark:text-slate-400';
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <CountedField id={`${id}-title`} name="title" label={t('broadcast.titleLabel')} value={title} onChange={setTitle} count={title.trim().length} max={ANNOUNCEMENT_TITLE_MAX} error={titleError} />
      <CountedField
        id={`${id}-body`}
        name="body"
        label={t('broadcast.message')}
        value={body}
        onChange={setBody}
        count={body.length}
        max={ANNOUNCEMENT_BODY_MAX}
        error={bodyError}
        hint={t('broadcast.messageHint')}
        multiline
      />
      <div>
        <CheckboxField label={t('broadcast.pin')} name="pinned" checked={pinned} onChange={(event) => setPinned(event.target.checked)} aria-describedby={`${id}-pin-hint`} />
        <p id={`${id}-pin-hint`} className={`${counter} ml-6`}>
          {t('broadcast.pinHint')}
        </p>
      </div>
      {refusal && <Alert>{refusal}</Alert>}
      <div className="dialog-footer flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('broadcast.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
