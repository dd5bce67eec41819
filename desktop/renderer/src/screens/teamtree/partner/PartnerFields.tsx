import type { RefObject } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { Plan } from '@shared/domain/constants';
import { Alert } from '../../../components/Alert';
import { CategoryEditor } from '../../../profile-form/CategoryEditor';
import type { PartnerValues } from './partner-form';
import { ProfileCoreFields } from '../../../profile-form/ProfileCoreFields';
import { RemindersPanel, type RemindersHandle } from './RemindersPanel';

interface Props {
  plan: Plan;
  treeCategories: string[];
  remindersRef: RefObject<RemindersHandle | null>;
  error: string | null | undefined;
  teamtreeId?: string;
  /** Where the focus starts: the name (the default), or the new reminder's text. */
  startAt?: 'name' | 'reminder';
}

/** The partner's fields (inside the dialog's FormProvider): name, phone, birthday, bill date, categories and reminders. */
export function PartnerFields({ plan, treeCategories, remindersRef, error, teamtreeId, startAt = 'name' }: Props) {
  const { control } = useFormContext<PartnerValues>();
  return (
    <>
      <ProfileCoreFields autoFocus={startAt === 'name'} />
      <Controller
        control={control}
        name="rows"
        render={({ field }) => <CategoryEditor rows={field.value} onChange={field.onChange} plan={plan} existing={treeCategories} teamtreeId={teamtreeId} />}
      />
      <Controller control={control} name="reminders" render={({ field }) => <RemindersPanel reminders={field.value} onChange={field.onChange} handleRef={remindersRef} autoFocus={startAt === 'reminder'} />} />
      {error && <Alert>{error}</Alert>}
    </>
  );
}
