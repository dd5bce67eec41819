import { useMemo } from 'react';
import { DATE_MAX, DATE_MIN } from '../../../../../shared/domain/constants';
import { TextField } from '../../components/Field';
import { PhoneField } from '../../components/PhoneField';
import { countryForDialCode, DEFAULT_COUNTRY_ISO } from '../../lib/dial-codes';

export const FIELD_REQUIRED = 'Dieses Feld ist erforderlich.';

/** The fields every profile form has: the root profile of a new tree and any partner. */
export interface ProfileCoreValues {
  name: string;
  dialCode: string;
  /** National number, digits only. */
  phone: string;
  birthday: string;
  billDate: string;
}

export type RequiredField = 'name' | 'billDate';

interface Props {
  values: ProfileCoreValues;
  set<K extends keyof ProfileCoreValues>(key: K, value: ProfileCoreValues[K]): void;
  touched: Partial<Record<RequiredField, boolean>>;
  onTouch(field: RequiredField): void;
  autoFocus?: boolean;
}

/** Name, Phone number, Birthday and Bill date, with 'Dieses Feld ist erforderlich.' after leaving an empty required field. */
export function ProfileCoreFields({ values, set, touched, onTouch, autoFocus }: Props) {
  const country = useMemo(() => countryForDialCode(values.dialCode, DEFAULT_COUNTRY_ISO), [values.dialCode]);
  return (
    <>
      <TextField
        label="Name"
        name="name"
        required
        autoFocus={autoFocus}
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        onBlur={() => onTouch('name')}
        error={touched.name && !values.name.trim() ? FIELD_REQUIRED : undefined}
      />
      <PhoneField label="Phone number" country={country} onCountryChange={(c) => set('dialCode', c.dialCode)} value={values.phone} onChange={(v) => set('phone', v)} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Birthday" name="birthday" type="date" min={DATE_MIN} max={DATE_MAX} value={values.birthday} onChange={(e) => set('birthday', e.target.value)} />
        <TextField
          label="Bill date"
          name="billDate"
          type="date"
          required
          min={DATE_MIN}
          max={DATE_MAX}
          value={values.billDate}
          onChange={(e) => set('billDate', e.target.value)}
          onBlur={() => onTouch('billDate')}
          error={touched.billDate && !values.billDate ? FIELD_REQUIRED : undefined}
        />
      </div>
    </>
  );
}
