import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mentionsKept, type MentionMember } from '@shared/domain/mention-text';
import { ACTIVITY_TEXT_MAX, type Activity } from '@shared/schemas/activity';
import { ApiError, errorMessage, isStatus } from '../api/errors';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/Dialog';
import { formatMoment } from '../i18n/formats';
import { currentLanguage } from '../i18n/i18n';
import { changeActivity, deleteActivity, followUpKeys } from './follow-ups-api';
import { relativeTime } from './relative-time';
import { FormButtons } from './FormButtons';
import { MentionField } from './MentionField';
import { MentionText } from './MentionText';
import { useTreeMembers } from './use-follow-up-rights';

const KIND_MARK: Record<Activity['kind'], string> = {
  note: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  call: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200',
  message: 'bg-sky-50 text-sky-800 dark:bg-sky-950/60 dark:text-sky-200',
  meeting: 'bg-amber-50 text-amber-800 dark:bg-amber-950/60 dark:text-amber-200',
};

/** When it was: relative ('3 hours ago'), the exact time on hover (title) and on a tap (phones have no hover). */
function When({ at, now }: { at: string; now: Date }) {
  const { t } = useTranslation();
  const [exactShown, setExactShown] = useState(false);
  const language = currentLanguage();
  const exact = formatMoment(new Date(at), language);
  const relative = relativeTime(new Date(at), now, language) ?? t('followUps.justNow');
  return (
    <button type="button" onClick={() => setExactShown((shown) => !shown)} className="min-h-8 text-xs text-slate-600 underline-offset-2 hover:underline dark:text-slate-400">
      <time dateTime={at} title={exact}>
        {exactShown ? exact : relative}
      </time>
    </button>
  );
}

/** The stale version's conflict: the version the server holds now, so that saving again replaces it. */
const currentVersion = (error: unknown): number | null => (error instanceof ApiError && typeof error.body?.version === 'number' ? error.body.version : null);

interface EditProps {
  draft: { text: string };
  members: readonly MentionMember[];
  busy: boolean;
  failure: string | null;
  onChange(text: string): void;
  onMention(member: MentionMember): void;
  onSave(event: FormEvent): void;
  onCancel(): void;
}

/** An entry's text being changed: what was typed stays through a failure or a conflict. */
function EditForm({ draft, members, busy, failure, onChange, onMention, onSave, onCancel }: EditProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSave} className="mt-2 space-y-2">
      <MentionField
        label={t('followUps.text')}
        value={draft.text}
        members={members}
        autoFocus
        onChange={onChange}
        onMention={onMention}
        error={draft.text.length > ACTIVITY_TEXT_MAX ? t('followUps.tooLong', { max: ACTIVITY_TEXT_MAX }) : null}
      />
      {failure && <Alert>{failure}</Alert>}
      <FormButtons saving={busy} onCancel={onCancel} />
    </form>
  );
}

/** An entry's 'Edit' and 'Delete' (asked again in the app's confirmation first). */
function EntryActions({ kind, when, busy, onEdit, onDelete }: { kind: string; when: string; busy: boolean; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <div className="mt-1 flex gap-1">
      <Button variant="ghost" size="sm" aria-label={t('followUps.editEntry', { kind, when })} onClick={onEdit}>
        {t('followUps.edit')}
      </Button>
      <Button variant="ghost" size="sm" disabled={busy} aria-label={t('followUps.deleteEntry', { kind, when })} onClick={() => setAsking(true)}>
        {t('followUps.delete')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('followUps.deleteEntry', { kind, when })}
        message={t('followUps.confirmDelete')}
        confirmLabel={t('followUps.delete')}
        cancelLabel={t('followUps.cancel')}
        destructive
        onConfirm={() => {
          setAsking(false);
          onDelete();
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}

/**
 * One entry of a partner's timeline: its kind, author, when and text (the members it mentions
 * highlighted); with `mayChange` its 'Edit' (a conflict with someone's newer change says so and
 * keeps what was typed; `@` mentions more members) and 'Delete'.
 */
export function ActivityItem({ activity, now, mayChange }: { activity: Activity; now: Date; mayChange: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<{ text: string; version: number; chosen: MentionMember[] } | null>(null);
  const members = useTreeMembers(activity.teamtreeId, activity.mentions.length > 0 || draft !== null);
  const mentioned = (members.data ?? []).filter((member) => activity.mentions.includes(member.userId));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const kind = t(`followUps.kind.${activity.kind}`);
  const whenText = formatMoment(new Date(activity.at), currentLanguage());
  const author = activity.author ? `${activity.author.firstName} ${activity.author.lastName}`.trim() : t('followUps.formerMember');
  const refresh = () => queryClient.invalidateQueries({ queryKey: followUpKeys.timeline(activity.teamtreeId, activity.profileId) });

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft || busy || draft.text.length > ACTIVITY_TEXT_MAX) return;
    setBusy(true);
    setFailure(null);
    try {
      // The mentions the text still names (members known to the page; an edit adds those chosen).
      const mentions = members.data ? mentionsKept(draft.text, [...mentioned, ...draft.chosen]) : undefined;
      await changeActivity({ id: activity.id, text: draft.text, version: draft.version, mentions });
      setDraft(null);
      void refresh();
    } catch (error) {
      const version = isStatus(error, 409) ? currentVersion(error) : null;
      if (version !== null) {
        setDraft({ ...draft, version });
        setFailure(t('followUps.stale'));
        void refresh();
      } else setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await deleteActivity(activity.id);
      void refresh();
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  }

  return (
    <li className="py-2" data-activity={activity.id}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${KIND_MARK[activity.kind]}`}>{kind}</span>
        <span className="text-sm font-medium">{author}</span>
        <When at={activity.at} now={now} />
      </div>
      {draft ? (
        <EditForm
          draft={draft}
          members={members.data ?? []}
          busy={busy}
          failure={failure}
          onChange={(text) => setDraft((held) => held && { ...held, text })}
          onMention={(member) => setDraft((held) => held && { ...held, chosen: [...held.chosen, member] })}
          onSave={save}
          onCancel={() => {
            setDraft(null);
            setFailure(null);
          }}
        />
      ) : (
        <>
          {activity.text && <MentionText text={activity.text} mentioned={mentioned} />}
          {failure && <Alert className="mt-2">{failure}</Alert>}
          {mayChange && (
            <EntryActions kind={kind} when={whenText} busy={busy} onEdit={() => setDraft({ text: activity.text, version: activity.version, chosen: [] })} onDelete={() => void remove()} />
          )}
        </>
      )}
    </li>
  );
}
