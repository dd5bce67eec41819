import { useRef, useState, type FormEvent } from 'react';
import type { Plan } from '../../../../../shared/domain/constants';
import type { ProfileAnswerShape } from '../../../../../shared/schemas/profile';
import { errorMessage } from '../../api/errors';
import { useSaveProfile } from '../../api/profile-mutations';
import { Button } from '../../components/Button';
import { Modal, UnsavedChangesDialog } from '../../components/Dialog';
import { hasDuplicates, limitError } from '../../lib/category-editor';
import { PartnerFields } from './PartnerFields';
import { hasInvalidDate, type InvalidDates } from './ProfileCoreFields';
import { emptyValues, isDirty, missingRequired, payloadOf, valuesFromProfile, type PartnerValues } from './partner-form';
import type { RemindersHandle } from './RemindersPanel';

export const TREE_NOT_LOADED = 'TeamTree nicht geladen';

export type PartnerTarget = { kind: 'create'; parentId: string | null; parentName?: string } | { kind: 'edit'; profile: ProfileAnswerShape };

interface Props {
  target: PartnerTarget;
  /** null when no TeamTree is loaded. */
  teamtreeId: string | null;
  plan: Plan;
  /** The tree's category names (they count towards the plan limit). */
  treeCategories: string[];
  onClose(): void;
}

/** Create/Edit Partner: validation, unsaved-changes confirmation, optimistic concurrency. */
export function PartnerDialog({ target, teamtreeId, plan, treeCategories, onClose }: Props) {
  const saveProfile = useSaveProfile(teamtreeId ?? '');
  const [initial] = useState<PartnerValues>(() => (target.kind === 'edit' ? valuesFromProfile(target.profile) : emptyValues()));
  const [values, setValues] = useState<PartnerValues>(initial);
  const [touched, setTouched] = useState<{ name?: boolean; billDate?: boolean }>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [invalidDates, setInvalidDates] = useState<InvalidDates>({});
  const reminders = useRef<RemindersHandle>(null);

  const dirty = isDirty(initial, values);
  const categoryProblem = limitError(values.rows, plan, treeCategories) ?? (hasDuplicates(values.rows) ? 'duplicate' : null);
  const disabled = saving || missingRequired(values) || !dirty || categoryProblem !== null || hasInvalidDate(invalidDates);

  function requestClose() {
    if (document.activeElement?.getAttribute('name') === 'reminder' && reminders.current?.cancelDraft()) return;
    if (dirty && !saving) setConfirming(true);
    else onClose();
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setTouched({ name: true, billDate: true });
    if (disabled) return;
    if (!teamtreeId) {
      setError(TREE_NOT_LOADED);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      // The answer is applied to the held tree; a 409 (changed meanwhile) reads the tree once.
      if (target.kind === 'create') await saveProfile.mutateAsync({ kind: 'create', input: { parentId: target.parentId, ...payloadOf(values) } });
      else await saveProfile.mutateAsync({ kind: 'update', input: { id: target.profile.id, version: target.profile.version, ...payloadOf(values) } });
      onClose();
    } catch (err) {
      setError(errorMessage(err));
      setSaving(false);
    }
  }

  const title = target.kind === 'create' ? 'Create Partner' : 'Edit Partner';
  const description = target.kind === 'create' && target.parentName ? `Upline: ${target.parentName}` : undefined;
  return (
    <>
      <Modal open onRequestClose={requestClose} title={title} description={description} width="max-w-2xl">
        <form onSubmit={save} noValidate className="space-y-4" aria-label={title}>
          <PartnerFields
            values={values}
            onChange={setValues}
            touched={touched}
            onTouch={(field) => setTouched((t) => ({ ...t, [field]: true }))}
            plan={plan}
            treeCategories={treeCategories}
            remindersRef={reminders}
            error={error ?? (!teamtreeId ? TREE_NOT_LOADED : null)}
            onDateInvalid={(field, bad) => setInvalidDates((d) => ({ ...d, [field]: bad }))}
            teamtreeId={teamtreeId ?? undefined}
          />
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={requestClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={disabled}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
      </Modal>
      <UnsavedChangesDialog
        open={confirming}
        onDiscard={() => {
          setConfirming(false);
          onClose();
        }}
        onKeep={() => setConfirming(false)}
      />
    </>
  );
}
