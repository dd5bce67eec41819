import type { RefObject } from 'react';
import type { Plan } from '../../../../../shared/domain/constants';
import { Alert } from '../../components/Alert';
import { CategoryEditor } from '../create-join/CategoryEditor';
import type { PartnerValues } from './partner-form';
import { ProfileCoreFields, type DateFieldName } from './ProfileCoreFields';
import { RemindersPanel, type RemindersHandle } from './RemindersPanel';

interface Props {
  values: PartnerValues;
  onChange(values: PartnerValues): void;
  touched: { name?: boolean; billDate?: boolean };
  onTouch(field: 'name' | 'billDate'): void;
  plan: Plan;
  treeCategories: string[];
  remindersRef: RefObject<RemindersHandle | null>;
  error: string | null;
  onDateInvalid(field: DateFieldName, invalid: boolean): void;
  teamtreeId?: string;
}

/** The partner's fields: name, phone, birthday, bill date, categories and reminders. */
export function PartnerFields({ values, onChange, touched, onTouch, plan, treeCategories, remindersRef, error, onDateInvalid, teamtreeId }: Props) {
  const set = <K extends keyof PartnerValues>(key: K, value: PartnerValues[K]) => onChange({ ...values, [key]: value });
  return (
    <>
      <ProfileCoreFields values={values} set={set} setPhone={(dialCode, phone) => onChange({ ...values, dialCode, phone })} onDateInvalid={onDateInvalid} touched={touched} onTouch={onTouch} autoFocus />
      <CategoryEditor rows={values.rows} onChange={(rows) => set('rows', rows)} plan={plan} existing={treeCategories} teamtreeId={teamtreeId} />
      <RemindersPanel reminders={values.reminders} onChange={(r) => set('reminders', r)} handleRef={remindersRef} />
      {error && <Alert>{error}</Alert>}
    </>
  );
}
