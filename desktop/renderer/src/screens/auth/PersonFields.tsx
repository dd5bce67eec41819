import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { COUNTRIES, type Country } from '@shared/domain/constants';
import { SelectField, TextField } from '../../components/Field';
import { PhoneField } from '../../components/PhoneField';
import { countryForDialCode, DEFAULT_COUNTRY_ISO } from '../../lib/dial-codes';
import type { ProfileDraft } from './signup-form';
import { useTranslation } from 'react-i18next';

/** The person fields shared by sign-up and 'Your last steps' (inside their form's FormProvider). */
type PersonValues = Omit<ProfileDraft, 'stay'>;

export function NameFields() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<PersonValues>();
  return (
    <>
      <TextField label={t('auth.firstName')} autoComplete="given-name" required error={formState.errors.firstName?.message} {...register('firstName')} />
      <TextField label={t('auth.lastName')} autoComplete="family-name" required error={formState.errors.lastName?.message} {...register('lastName')} />
    </>
  );
}

/** The phone number with its searchable dial-code picker (Germany +49 by default). */
export function PhoneWithDialCode() {
  const { control, getValues, setValue } = useFormContext<PersonValues>();
  // Several countries share a dial code (+1): the one picked is kept, the form holds its code.
  const [country, setCountry] = useState(() => countryForDialCode(getValues('countryCode'), DEFAULT_COUNTRY_ISO));
  return (
    <div className="sm:col-span-2">
      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => (
          <PhoneField
            required
            ref={field.ref}
            country={country}
            onChange={(national, next) => {
              setCountry(next);
              setValue('countryCode', next.dialCode, { shouldDirty: true });
              field.onChange(national);
            }}
            onBlur={field.onBlur}
            value={field.value}
            error={fieldState.error?.message}
          />
        )}
      />
    </div>
  );
}

export function CompanyAndCountry() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<PersonValues>();
  return (
    <>
      <TextField label={t('auth.company')} autoComplete="organization" required error={formState.errors.company?.message} {...register('company')} />
      <SelectField label={t('auth.country')} required options={COUNTRIES} optionLabel={(value) => t(`options.country.${value as Country}`)} placeholder={t('common.select')} error={formState.errors.country?.message} {...register('country')} />
    </>
  );
}
