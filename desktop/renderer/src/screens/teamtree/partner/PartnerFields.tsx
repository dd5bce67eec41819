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
}

/** The partner's fields (inside the dialog's FormProvider): name, phone, birthday, bill date, categories and reminders. */
export function PartnerFields({ plan, treeCategories, remindersRef, error, teamtreeId }: Props) {
  const { control } = useFormContext<PartnerValues>();
  return (
    <>
      <ProfileCoreFields autoFocus />
      <Controller
        control={control}
        name="rows"
        render={({ field }) => <CategoryEditor rows={field.value} onChange={field.onChange} plan={plan} existing={treeCategories} teamtreeId={teamtreeId} />}
      />
      <Controller control={control} name="reminders" render={({ field }) => <RemindersPanel reminders={field.value} onChange={field.onChange} handleRef={remindersRef} />} />
      {error && <Alert>{error}</Alert>}
    </>
  );
}
