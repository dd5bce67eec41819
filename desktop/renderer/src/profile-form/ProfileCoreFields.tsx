import { useMemo } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { PROFILE_NAME_MAX } from '@shared/schemas/profile';
import { TextField } from '../components/Field';
import { PhoneField } from '../components/PhoneField';
import { countryForDialCode, DEFAULT_COUNTRY_ISO } from '../lib/dial-codes';
import { BillDateField } from './BillDateField';
import { ProfileDate } from './ProfileDate';
import type { ProfileCoreValues } from './profile-core-form';

/**
 * Name, Phone number, Birthday and Bill date (inside the form's FormProvider), with 'Dieses
 * Feld ist erforderlich.' after leaving an empty required field.
 */
export function ProfileCoreFields({ autoFocus }: { autoFocus?: boolean }) {
  const { register, control, formState, setValue, watch } = useFormContext<ProfileCoreValues>();
  const [name, dialCode] = watch(['name', 'dialCode']);
  const country = useMemo(() => countryForDialCode(dialCode, DEFAULT_COUNTRY_ISO), [dialCode]);
  return (
    <>
      <TextField
        label="Name"
        required
        autoFocus={autoFocus}
        maxLength={PROFILE_NAME_MAX}
        hint={name.length >= PROFILE_NAME_MAX - 20 ? `${name.length}/${PROFILE_NAME_MAX} characters` : undefined}
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => (
          <PhoneField
            label="Phone number"
            ref={field.ref}
            country={country}
            value={field.value}
            onChange={(national, next) => {
              // A pasted international number changes both.
              setValue('dialCode', next.dialCode, { shouldDirty: true });
              field.onChange(national);
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="grid grid-cols-2 gap-3">
        <ProfileDate name="birthday" label="Birthday" />
        <BillDateField />
      </div>
    </>
  );
}
