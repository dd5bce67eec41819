import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mentionsKept, type MentionMember } from '@shared/domain/mention-text';
import { ACTIVITY_TEXT_MAX } from '@shared/schemas/activity';
import { errorMessage } from '../api/errors';
import { Alert } from '../components/Alert';
import { DateField } from '../components/DateField';
import { addTask, followUpKeys, logActivity } from './follow-ups-api';
import { FormButtons } from './FormButtons';
import { MentionField } from './MentionField';
import { useTreeMembers } from './use-follow-up-rights';

/** The kinds the panel's buttons log ('meeting' is shown on the timeline but logged elsewhere). */
export type LoggedKind = 'note' | 'call' | 'message';

interface Props {
  teamtreeId: string;
  profileId: string;
  partnerName: string;
  kind: LoggedKind;
  onDone(): void;
}

/**
 * The small form of 'Log call', 'Log message' and 'Add note': one text (`@` mentions a member of
 * the tree), and for a call or a message a 'Follow-up on' date that makes a task for the caller
 * on that day. What was typed stays while the save fails.
 */
export function LogForm({ teamtreeId, profileId, partnerName, kind, onDone }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<MentionMember[]>([]);
  const members = useTreeMembers(teamtreeId, true);
  const [followUp, setFollowUp] = useState('');
  const [badDate, setBadDate] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const tooLong = text.length > ACTIVITY_TEXT_MAX;
  const title = t(`followUps.formTitle.${kind}`);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (tooLong || badDate || saving) return;
    setSaving(true);
    setFailure(null);
    try {
      await logActivity({ teamtreeId, profileId, kind, text, mentions: mentionsKept(text, chosen) }, partnerName);
      void queryClient.invalidateQueries({ queryKey: followUpKeys.timeline(teamtreeId, profileId) });
    } catch (error) {
      setFailure(errorMessage(error));
      setSaving(false);
      return;
    }
    if (followUp) {
      try {
        await addTask({ teamtreeId, profileId, title: t('followUps.followUpTitle', { name: partnerName }), due: followUp });
        void queryClient.invalidateQueries({ queryKey: ['tasks'] });
      } catch (error) {
        setFailure(t('followUps.loggedButNoTask', { error: errorMessage(error) }));
        setSaving(false);
        return;
      }
    }
    onDone();
  }

  return (
    <form onSubmit={save} aria-label={title} className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <h3 className="font-semibold">{title}</h3>
      <MentionField
        label={t('followUps.text')}
        value={text}
        members={members.data ?? []}
        autoFocus
        onChange={setText}
        onMention={(member) => setChosen((before) => [...before, member])}
        error={tooLong ? t('followUps.tooLong', { max: ACTIVITY_TEXT_MAX }) : null}
      />
      {kind !== 'note' && (
        <DateField label={t('followUps.followUpOn')} name="followUp" value={followUp} onChange={setFollowUp} onInvalidChange={setBadDate} hint={t('followUps.followUpHint')} />
      )}
      {failure && <Alert>{failure}</Alert>}
      <FormButtons saving={saving} disabled={tooLong || badDate} onCancel={onDone} />
    </form>
  );
}
