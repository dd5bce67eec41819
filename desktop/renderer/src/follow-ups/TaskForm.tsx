import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TASK_TITLE_MAX } from '@shared/schemas/task';
import { todayIn } from '@shared/domain/calendar-date';
import { errorMessage } from '../api/errors';
import { Alert } from '../components/Alert';
import { DateField } from '../components/DateField';
import { SelectField, TextField } from '../components/Field';
import { addTask } from './follow-ups-api';
import { FormButtons } from './FormButtons';
import { useTreeMembers } from './use-follow-up-rights';

interface Props {
  teamtreeId: string;
  profileId: string;
  meId: string | null;
  onDone(): void;
}

/** 'Add task' on a partner: a title, a due date (today at first) and the assignee, any member of the tree (yourself at first). */
export function TaskForm({ teamtreeId, profileId, meId, onDone }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const members = useTreeMembers(teamtreeId, true);
  const [title, setTitle] = useState('');
  const [due, setDue] = useState(() => todayIn());
  const [badDate, setBadDate] = useState(false);
  const [assigneeId, setAssigneeId] = useState(meId ?? '');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleError = tried && !title.trim() ? t('followUps.required') : null;
  const dueError = tried && !due ? t('followUps.required') : null;
  const nameOf = new Map((members.data ?? []).map((m) => [m.userId, m.userId === meId ? t('followUps.you', { name: m.name }) : m.name]));
  const options = [...nameOf.keys()];
  if (meId && !nameOf.has(meId)) options.unshift(meId);

  async function save(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!title.trim() || !due || badDate || saving) return;
    setSaving(true);
    setFailure(null);
    try {
      await addTask({ teamtreeId, profileId, title: title.trim(), due, assigneeId: assigneeId || undefined });
      void queryClient.invalidateQueries({ queryKey: ['tasks'] });
      onDone();
    } catch (error) {
      setFailure(errorMessage(error));
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} noValidate aria-label={t('followUps.addTask')} className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <h3 className="font-semibold">{t('followUps.addTask')}</h3>
      <TextField label={t('followUps.title')} value={title} autoFocus maxLength={TASK_TITLE_MAX} onChange={(event) => setTitle(event.currentTarget.value)} error={titleError} />
      <DateField label={t('followUps.dueDate')} name="due" required value={due} onChange={setDue} onInvalidChange={setBadDate} error={dueError} />
      <SelectField
        label={t('followUps.assignee')}
        options={options}
        optionLabel={(id) => nameOf.get(id) ?? t('followUps.you', { name: '' }).trim()}
        value={assigneeId}
        onChange={(event) => setAssigneeId(event.currentTarget.value)}
      />
      {members.error && <Alert>{errorMessage(members.error)}</Alert>}
      {failure && <Alert>{failure}</Alert>}
      <FormButtons saving={saving} onCancel={onDone} />
    </form>
  );
}
