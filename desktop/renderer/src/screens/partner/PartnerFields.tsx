import { useMemo, type RefObject } from 'react';
import type { Plan } from '../../../../../shared/domain/constants';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/Field';
import { PhoneField } from '../../components/PhoneField';
import { countryForDialCode, DEFAULT_COUNTRY_ISO } from '../../lib/dial-codes';
import { CategoryEditor } from '../create-join/CategoryEditor';
import { FIELD_REQUIRED } from '../create-join/CreateTreeForm';
import type { PartnerValues } from './partner-form';
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
}

/** The partner's fields: name, phone, birthday, bill date, categories and reminders. */
export function PartnerFields({ values, onChange, touched, onTouch, plan, treeCategories, remindersRef, error }: Props) {
  const country = useMemo(() => countryForDialCode(values.dialCode, DEFAULT_COUNTRY_ISO), [values.dialCode]);
  const set = <K extends keyof PartnerValues>(key: K, value: PartnerValues[K]) => onChange({ ...values, [key]: value });
  return (
    <>
      <TextField
        label="Name"
        name="name"
        required
        autoFocus
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        onBlur={() => onTouch('name')}
        error={touched.name && !values.name.trim() ? FIELD_REQUIRED : undefined}
      />
      <PhoneField label="Phone number" country={country} onCountryChange={(c) => set('dialCode', c.dialCode)} value={values.phone} onChange={(v) => set('phone', v)} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Birthday" name="birthday" type="date" min="1900-01-01" max="2100-12-31" value={values.birthday} onChange={(e) => set('birthday', e.target.value)} />
        <TextField
          label="Bill date"
          name="billDate"
          type="date"
          required
          min="1900-01-01"
          max="2100-12-31"
          value={values.billDate}
          onChange={(e) => set('billDate', e.target.value)}
          onBlur={() => onTouch('billDate')}
          error={touched.billDate && !values.billDate ? FIELD_REQUIRED : undefined}
        />
      </div>
      <CategoryEditor rows={values.rows} onChange={(rows) => set('rows', rows)} plan={plan} existing={treeCategories} />
      <RemindersPanel reminders={values.reminders} onChange={(r) => set('reminders', r)} handleRef={remindersRef} />
      {error && <Alert>{error}</Alert>}
    </>
  );
}
