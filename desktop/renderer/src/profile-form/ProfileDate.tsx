import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { DateField } from '../components/DateField';
import type { DateFieldName, ProfileCoreValues } from './profile-core-form';

/** A date of the profile form: the form knows when it shows an impossible date (it must not save then). */
export function ProfileDate({ name, label, required, hint }: { name: DateFieldName; label: string; required?: boolean; hint?: ReactNode }) {
  const { control, getValues, setValue } = useFormContext<ProfileCoreValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          label={label}
          name={name}
          required={required}
          value={field.value}
          onChange={field.onChange}
          onInvalidChange={(bad) => setValue('invalidDates', { ...getValues('invalidDates'), [name]: bad })}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          hint={hint}
        />
      )}
    />
  );
}
