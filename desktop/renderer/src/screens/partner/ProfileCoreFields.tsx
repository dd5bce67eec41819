import { useMemo } from 'react';
import { PROFILE_NAME_MAX } from '../../../../../shared/schemas/profile';
import { DateField } from '../../components/DateField';
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
export type DateFieldName = 'birthday' | 'billDate';

/** The date fields that show an impossible date, as the forms keep them. */
export type InvalidDates = Partial<Record<DateFieldName, boolean>>;
export const hasInvalidDate = (dates: InvalidDates) => Object.values(dates).some(Boolean);

interface Props {
  values: ProfileCoreValues;
  set<K extends keyof ProfileCoreValues>(key: K, value: ProfileCoreValues[K]): void;
  /** The dial code and national number together (a pasted international number changes both). */
  setPhone(dialCode: string, phone: string): void;
  /** A date field shows an impossible date (the form must not save), or no longer does. */
  onDateInvalid(field: DateFieldName, invalid: boolean): void;
  touched: Partial<Record<RequiredField, boolean>>;
  onTouch(field: RequiredField): void;
  autoFocus?: boolean;
}

/** Name, Phone number, Birthday and Bill date, with 'Dieses Feld ist erforderlich.' after leaving an empty required field. */
export function ProfileCoreFields({ values, set, setPhone, onDateInvalid, touched, onTouch, autoFocus }: Props) {
  const country = useMemo(() => countryForDialCode(values.dialCode, DEFAULT_COUNTRY_ISO), [values.dialCode]);
  return (
    <>
      <TextField
        label="Name"
        name="name"
        required
        autoFocus={autoFocus}
        maxLength={PROFILE_NAME_MAX}
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        hint={values.name.length >= PROFILE_NAME_MAX - 20 ? `${values.name.length}/${PROFILE_NAME_MAX} characters` : undefined}
        onBlur={() => onTouch('name')}
        error={touched.name && !values.name.trim() ? FIELD_REQUIRED : undefined}
      />
      <PhoneField label="Phone number" country={country} value={values.phone} onChange={(national, next) => setPhone(next.dialCode, national)} />
      <div className="grid grid-cols-2 gap-3">
        <DateField label="Birthday" name="birthday" value={values.birthday} onChange={(v) => set('birthday', v)} onInvalidChange={(bad) => onDateInvalid('birthday', bad)} />
        <DateField
          label="Bill date"
          name="billDate"
          required
          value={values.billDate}
          onChange={(v) => set('billDate', v)}
          onInvalidChange={(bad) => onDateInvalid('billDate', bad)}
          onBlur={() => onTouch('billDate')}
          error={touched.billDate && !values.billDate ? FIELD_REQUIRED : undefined}
        />
      </div>
    </>
  );
}
