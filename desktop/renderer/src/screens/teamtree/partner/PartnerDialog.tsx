import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@shared/domain/constants';
import type { ProfileAnswerShape } from '@shared/schemas/profile';
import { errorMessage } from '../../../api/errors';
import { useSaveProfile } from '../../../api/profile-mutations';
import { Button } from '../../../components/Button';
import { Modal, UnsavedChangesDialog } from '../../../components/Dialog';
import { TREE_NOT_LOADED } from '../../../forms/messages';
import { firstMessages } from '../../../forms/relabel';
import { PartnerFields } from './PartnerFields';
import { emptyValues, isDirty, partnerForm, payloadOf, valuesFromProfile, type PartnerValues } from './partner-form';
import { unshownProblem } from '../../../profile-form/profile-core-form';
import type { RemindersHandle } from './RemindersPanel';

/** A new partner under `parentId`, or an existing one to edit (`startAt: 'reminder'`: opened to add a reminder). */
export type PartnerTarget = { kind: 'create'; parentId: string | null; parentName?: string } | { kind: 'edit'; profile: ProfileAnswerShape; startAt?: 'reminder' };

interface Props {
  target: PartnerTarget;
  /** null when no TeamTree is loaded. */
  teamtreeId: string | null;
  plan: Plan;
  /** The tree's category names (they count towards the plan limit). */
  treeCategories: string[];
  /** 'Change upline…' (editing a partner other than the root, for members who may move it). */
  onChangeUpline?: () => void;
  onClose(): void;
}

/** Create/Edit Partner: validation, unsaved-changes confirmation, optimistic concurrency. */
export function PartnerDialog({ target, teamtreeId, plan, treeCategories, onChangeUpline, onClose }: Props) {
  // The answer is applied to the held tree; a 409 (changed meanwhile) reads the tree once.
  const saveProfile = useSaveProfile(teamtreeId ?? '');
  const { t } = useTranslation();
  // Closing the dialog (Cancel, Escape) while a save is on its way stops it: nothing cancelled is sent later.
  const { abort } = saveProfile;
  useEffect(() => abort, [abort]);
  const [initial] = useState<PartnerValues>(() => (target.kind === 'edit' ? valuesFromProfile(target.profile) : emptyValues()));
  const schema = useMemo(() => partnerForm(plan, treeCategories), [plan, treeCategories]);
  const form = useForm<PartnerValues>({ resolver: zodResolver(schema), defaultValues: initial, mode: 'onTouched' });
  const [confirming, setConfirming] = useState(false);
  const reminders = useRef<RemindersHandle>(null);

  const values = form.watch();
  const dirty = isDirty(initial, values);
  const checked = schema.safeParse(values);
  const saving = saveProfile.isPending || saveProfile.isSuccess;
  const disabled = saving || !checked.success || !dirty;
  const error = saveProfile.error ? errorMessage(saveProfile.error) : !teamtreeId ? TREE_NOT_LOADED : unshownProblem(firstMessages(checked.error));

  function requestClose() {
    if (document.activeElement?.getAttribute('name') === 'reminder' && reminders.current?.cancelDraft()) return;
    if (dirty && !saving) setConfirming(true);
    else onClose();
  }

  const save = form.handleSubmit((submitted) => {
    if (disabled || !teamtreeId) return;
    const body = payloadOf(submitted);
    const request = target.kind === 'create' ? { kind: 'create' as const, input: { parentId: target.parentId, ...body } } : { kind: 'update' as const, input: { id: target.profile.id, version: target.profile.version, ...body }, base: target.profile };
    saveProfile.mutate(request, { onSuccess: onClose });
  });

  const title = target.kind === 'create' ? t('teamtree.partner.create') : t('teamtree.partner.edit');
  const description = target.kind === 'create' && target.parentName ? t('teamtree.partner.upline', { name: target.parentName }) : undefined;
  return (
    <>
      <Modal open onRequestClose={requestClose} title={title} description={description} width="max-w-2xl">
        <FormProvider {...form}>
          <form onSubmit={save} noValidate className="space-y-4" aria-label={title}>
            <PartnerFields
              plan={plan}
              treeCategories={treeCategories}
              remindersRef={reminders}
              error={error}
              teamtreeId={teamtreeId ?? undefined}
              startAt={target.kind === 'edit' ? target.startAt : undefined}
            />
            <div className="flex flex-wrap justify-end gap-3">
              {onChangeUpline && (
                <Button variant="secondary" className="mr-auto" disabled={dirty || saving} title={dirty ? t('teamtree.partner.saveFirst') : undefined} onClick={onChangeUpline}>
                  {t('teamtree.partner.changeUpline')}
                </Button>
              )}
              <Button variant="secondary" onClick={requestClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={disabled}>
                {saving ? t('common.saving') : t('teamtree.partner.save')}
              </Button>
            </div>
          </form>
        </FormProvider>
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
