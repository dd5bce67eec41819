import { useState } from 'react';
import { COUNTRIES } from '../../../../../shared/domain/constants';
import { SelectField, TextField } from '../../components/Field';
import { PhoneField } from '../../components/PhoneField';
import { countryForDialCode, DEFAULT_COUNTRY_ISO } from '../../lib/dial-codes';
import type { Errors, ProfileDraft } from './signup-rules';

/** The person fields shared by sign-up and 'Your last steps'. */
type PersonValues = Omit<ProfileDraft, 'stay'>;

interface Props {
  form: PersonValues;
  errors: Errors<PersonValues>;
  set<K extends keyof PersonValues>(key: K, value: PersonValues[K]): void;
}

export function NameFields({ form, errors, set }: Props) {
  return (
    <>
      <TextField label="First name" name="firstName" autoComplete="given-name" required value={form.firstName} onChange={(e) => set('firstName', e.target.value)} error={errors.firstName} />
      <TextField label="Last name" name="lastName" autoComplete="family-name" required value={form.lastName} onChange={(e) => set('lastName', e.target.value)} error={errors.lastName} />
    </>
  );
}

/** The phone number with its searchable dial-code picker (Germany +49 by default). */
export function PhoneWithDialCode({ form, errors, setPhone }: Omit<Props, 'set'> & { setPhone(countryCode: string, phone: string): void }) {
  const [country, setCountry] = useState(() => countryForDialCode(form.countryCode, DEFAULT_COUNTRY_ISO));
  return (
    <div className="sm:col-span-2">
      <PhoneField
        required
        country={country}
        onChange={(national, next) => {
          setCountry(next);
          setPhone(next.dialCode, national);
        }}
        value={form.phone}
        error={errors.phone}
      />
    </div>
  );
}

export function CompanyAndCountry({ form, errors, set }: Props) {
  return (
    <>
      <TextField label="Network marketing company" name="company" autoComplete="organization" required value={form.company} onChange={(e) => set('company', e.target.value)} error={errors.company} />
      <SelectField
        label="Country of residence"
        name="country"
        required
        options={COUNTRIES}
        placeholder="Select..."
        value={form.country}
        onChange={(e) => set('country', e.target.value)}
        error={errors.country}
      />
    </>
  );
}
