import { useMemo } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const { register, control, formState, setValue, watch } = useFormContext<ProfileCoreValues>();
  const [name, dialCode] = watch(['name', 'dialCode']);
  const country = useMemo(() => countryForDialCode(dialCode, DEFAULT_COUNTRY_ISO), [dialCode]);
  return (
    <>
      <TextField
        label={t('profileForm.name')}
        required
        autoFocus={autoFocus}
        maxLength={PROFILE_NAME_MAX}
        hint={name.length >= PROFILE_NAME_MAX - 20 ? t('profileForm.nameLength', { length: name.length, max: PROFILE_NAME_MAX }) : undefined}
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => (
          <PhoneField
            label={t('profileForm.phone')}
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
        <ProfileDate name="birthday" label={t('profileForm.birthday')} />
        <BillDateField />
      </div>
    </>
  );
}
