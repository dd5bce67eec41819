import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_DIAL_CODE } from '../../../../../shared/domain/constants';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/Field';
import { useAuth } from '../../session/auth-store';
import { AuthLayout } from './AuthLayout';
import { readDraft, writeDraft } from './draft-storage';
import { CompanyAndCountry, NameFields, PhoneWithDialCode } from './PersonFields';
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
  const [submitted, setSubmitted] = useState(false);
  // Shown from the first submit on, always for the form as it is now.
  const errors: Errors<ProfileDraft> = submitted ? validateProfile(form) : {};

  function set<K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) {
    setForm((current) => ({ ...current, [key]: value }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const found = validateProfile(form);
    if (Object.keys(found).length) return;
    writeDraft({ mode: 'complete', ...form });
    navigate('/auth/signup/source');
  }

  return (
    <AuthLayout title="Your last steps" subtitle="Tell us a little about you to finish your account." wide>
      <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Your last steps">
        <NameFields form={form} errors={errors} set={set} />
        <PhoneWithDialCode form={form} errors={errors} setPhone={(countryCode, phone) => setForm((current) => ({ ...current, countryCode, phone }))} />
        <CompanyAndCountry form={form} errors={errors} set={set} />
        <CheckboxField label="Keep me logged in" name="stay" checked={form.stay} onChange={(e) => set('stay', e.target.checked)} className="sm:col-span-2" />
        <Button type="submit" className="sm:col-span-2">
          Start your journey
        </Button>
      </form>
    </AuthLayout>
  );
}
