import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/errors';
import { createTree, keys } from '../../api/teamtree';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { firstMessages } from '../../forms/relabel';
import { useAuth } from '../../session/auth-store';
import { useView } from '../../stores/view-store';
import { unshownProblem } from '../../profile-form/profile-core-form';
import { ProfileCoreFields } from '../../profile-form/ProfileCoreFields';
import { CategoryEditor } from '../../profile-form/CategoryEditor';
import { createTreeForm, createTreePayload, emptyTree, treeFormDirty, type CreateTreeValues } from './create-tree-form';

interface Props {
  onDirtyChange(dirty: boolean): void;
  onDone(): void;
}

/** 'Create TeamTree': the tree's name and its root profile, with categories. */
export function CreateTreeForm({ onDirtyChange, onDone }: Props) {
  const { t } = useTranslation();
  const plan = useAuth((s) => s.me?.plan ?? 'BASIC');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setActiveTreeId = useView((s) => s.setActiveTreeId);
  const schema = useMemo(() => createTreeForm(plan), [plan]);
  const form = useForm<CreateTreeValues>({ resolver: zodResolver(schema), defaultValues: emptyTree(), mode: 'onTouched' });
  const plant = useMutation({
    mutationFn: createTree,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: keys.trees });
      setActiveTreeId(answer.teamtree.id);
      onDirtyChange(false);
      onDone();
      navigate(`/teamtree?teamtreeId=${encodeURIComponent(answer.teamtree.id)}`);
    },
  });

  const values = form.watch();
  const dirty = treeFormDirty(values);
  const checked = schema.safeParse(values);
  const planting = plant.isPending || plant.isSuccess;
  const disabled = planting || !checked.success || !dirty;
  const error = plant.error ? errorMessage(plant.error) : unshownProblem(firstMessages(checked.error));

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = form.handleSubmit((submitted) => {
    if (!disabled) plant.mutate(createTreePayload(submitted));
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="create-heading">
        <h3 id="create-heading" className="text-lg font-semibold">
          {t('createJoin.createHeading')}
        </h3>
        <ProfileCoreFields />
        <Controller control={form.control} name="rows" render={({ field }) => <CategoryEditor rows={field.value} onChange={field.onChange} plan={plan} />} />
        {error && <Alert>{error}</Alert>}
        {/* The dialog's footer: 'Plant' stays in view while the form scrolls. */}
        <div className="dialog-footer">
          <Button type="submit" className="w-full" disabled={disabled}>
            {planting ? t('createJoin.planting') : t('createJoin.plant')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
