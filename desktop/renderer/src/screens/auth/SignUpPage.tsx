import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_DIAL_CODE, GENDERS } from '../../../../../shared/domain/constants';
import { Button } from '../../components/Button';
import { CheckboxField, PasswordField, SelectField, TextField } from '../../components/Field';
import { useAuth } from '../../session/auth-store';
import { AuthLayout, Divider } from './AuthLayout';
import { readDraft, writeDraft } from './draft-storage';
import { GoogleButton } from './GoogleButton';
import { CompanyAndCountry, NameFields, PhoneWithDialCode } from './PersonFields';
import { canSubmitSignup, passwordsMismatch, PASSWORDS_DO_NOT_MATCH, validateSignup, type Errors, type SignupDraft } from './signup-rules';

const EMPTY: SignupDraft = {
  gender: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  countryCode: DEFAULT_DIAL_CODE,
  password: '',
  password2: '',
  company: '',
  country: '',
  stay: true,
};

function initialForm(): SignupDraft {
  const draft = readDraft();
  if (draft?.mode !== 'register') return EMPTY;
  const { mode: _mode, ...fields } = draft;
  return { ...EMPTY, ...fields };
}

export function SignUpPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = useAuth((s) => s.status);
  const [form, setForm] = useState<SignupDraft>(initialForm);
  const [submitted, setSubmitted] = useState(false);
  // Shown from the first submit on, always for the form as it is now.
  const errors: Errors<SignupDraft> = submitted ? validateSignup(form) : {};
  const [googleBusy, setGoogleBusy] = useState(false);

  if (status === 'authenticated' && !googleBusy) return <Navigate to="/dashboard" replace />;

  function set<K extends keyof SignupDraft>(key: K, value: SignupDraft[K]) {
    setForm((current) => ({ ...current, [key]: value }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const found = validateSignup(form);
    if (!canSubmitSignup(form) || Object.keys(found).length) {
      const first = Object.keys(found)[0];
      if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    writeDraft({ mode: 'register', ...form, email: form.email.trim() });
    const returnUrl = params.get('returnUrl');
    navigate(returnUrl ? `/auth/signup/source?returnUrl=${encodeURIComponent(returnUrl)}` : '/auth/signup/source');
  }

  const mismatch = passwordsMismatch(form) ? PASSWORDS_DO_NOT_MATCH : undefined;
  return (
    <AuthLayout title="Create your account" subtitle="Start building your TeamTree in a minute." wide>
      <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Sign up">
        <SelectField
          label="Gender"
          name="gender"
          required
          options={GENDERS}
          placeholder="Select..."
          value={form.gender}
          onChange={(e) => set('gender', e.target.value)}
          error={errors.gender}
          className="sm:col-span-2"
        />
        <NameFields form={form} errors={errors} set={set} />
        <TextField label="Email" name="email" type="email" autoComplete="email" required value={form.email} onChange={(e) => set('email', e.target.value)} error={errors.email} className="sm:col-span-2" />
        <PhoneWithDialCode form={form} errors={errors} setPhone={(countryCode, phone) => setForm((current) => ({ ...current, countryCode, phone }))} />
        <PasswordField label="Password" name="password" autoComplete="new-password" required value={form.password} onChange={(e) => set('password', e.target.value)} error={errors.password} />
        <PasswordField
          label="Repeat password"
          name="password2"
          autoComplete="new-password"
          required
          value={form.password2}
          onChange={(e) => set('password2', e.target.value)}
          error={mismatch ?? errors.password2}
        />
        <CompanyAndCountry form={form} errors={errors} set={set} />
        <CheckboxField label="Keep me logged in" name="stay" checked={form.stay} onChange={(e) => set('stay', e.target.checked)} className="sm:col-span-2" />
        <Button type="submit" className="sm:col-span-2" disabled={!canSubmitSignup(form)}>
          Sign up
        </Button>
      </form>
      <Divider />
      <GoogleButton onBusyChange={setGoogleBusy} />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        Already have an account?{' '}
        <Link to="/auth/signin" className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-emerald-400">
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
