import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { COUNTRIES, DEFAULT_DIAL_CODE } from '../../../../../shared/domain/constants';
import { Button } from '../../components/Button';
import { CheckboxField, SelectField, TextField } from '../../components/Field';
import { PhoneField } from '../../components/PhoneField';
import { countryForDialCode, DEFAULT_COUNTRY_ISO } from '../../lib/dial-codes';
import { useAuth } from '../../session/auth-store';
import { AuthLayout } from './AuthLayout';
import { readDraft, writeDraft } from './draft-storage';
import { validateProfile, type Errors, type ProfileDraft } from './signup-rules';

function initialForm(firstName = '', lastName = ''): ProfileDraft {
  const draft = readDraft();
  const base: ProfileDraft = { firstName, lastName, phone: '', countryCode: DEFAULT_DIAL_CODE, company: '', country: '', stay: true };
  if (draft?.mode !== 'complete') return base;
  const { mode: _mode, ...fields } = draft;
  return { ...base, ...fields };
}

/** 'Your last steps' (the Google path): keeps the fields as the draft for the source step. */
export function CompleteProfilePage() {
  const navigate = useNavigate();
  const me = useAuth((s) => s.me);
  const [form, setForm] = useState<ProfileDraft>(() => initialForm(me?.firstName, me?.lastName));
  const [country, setCountry] = useState(() => countryForDialCode(form.countryCode, DEFAULT_COUNTRY_ISO));
  const [errors, setErrors] = useState<Errors<ProfileDraft>>({});
  const [submitted, setSubmitted] = useState(false);

  function set<K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) {
    const next = { ...form, [key]: value };
    setForm(next);
    if (submitted) setErrors(validateProfile(next));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const found = validateProfile(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    writeDraft({ mode: 'complete', ...form });
    navigate('/auth/signup/source');
  }

  return (
    <AuthLayout title="Your last steps" subtitle="Tell us a little about you to finish your account." wide>
      <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Your last steps">
        <TextField label="First name" name="firstName" autoComplete="given-name" required value={form.firstName} onChange={(e) => set('firstName', e.target.value)} error={errors.firstName} />
        <TextField label="Last name" name="lastName" autoComplete="family-name" required value={form.lastName} onChange={(e) => set('lastName', e.target.value)} error={errors.lastName} />
        <div className="sm:col-span-2">
          <PhoneField
            required
            country={country}
            onCountryChange={(c) => {
              setCountry(c);
              set('countryCode', c.dialCode);
            }}
            value={form.phone}
            onChange={(v) => set('phone', v)}
            error={errors.phone}
          />
        </div>
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
        <CheckboxField label="Keep me logged in" name="stay" checked={form.stay} onChange={(e) => set('stay', e.target.checked)} className="sm:col-span-2" />
        <Button type="submit" className="sm:col-span-2">
          Start your journey
        </Button>
      </form>
    </AuthLayout>
  );
}
