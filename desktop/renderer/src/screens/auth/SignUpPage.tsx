import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_DIAL_CODE, GENDERS, type Gender } from '@shared/domain/constants';
import { Button } from '../../components/Button';
import { CheckboxField, PasswordField, SelectField, TextField } from '../../components/Field';
import { PASSWORDS_DO_NOT_MATCH } from '../../forms/messages';
import { useAuth } from '../../session/auth-store';
import { AuthLayout } from '../../components/AuthLayout';
import { readDraft, writeDraft } from './draft-storage';
import { GoogleSignInOption } from '../../components/GoogleButton';
import { CompanyAndCountry, NameFields, PhoneWithDialCode } from './PersonFields';
import { canSubmitSignup, passwordsMismatch, signupForm, type SignupDraft } from './signup-form';
import { useTranslation } from 'react-i18next';
import { localizeMessage } from '../../i18n/messages';

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

/** Sign-up: the fields are kept as the draft (spec section 3) and posted on the source step. */
export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = useAuth((s) => s.status);
  const [googleBusy, setGoogleBusy] = useState(false);
  // Errors show from the first submit on, always for the form as it is now.
  const [initial] = useState(initialForm);
  const form = useForm<SignupDraft>({ resolver: zodResolver(signupForm), defaultValues: initial });
  const { register, handleSubmit, formState, watch } = form;
  const values = watch();

  if (status === 'authenticated' && !googleBusy) return <Navigate to="/dashboard" replace />;

  const submit = handleSubmit((draft) => {
    writeDraft({ mode: 'register', ...draft, email: draft.email.trim() });
    const returnUrl = params.get('returnUrl');
    navigate(returnUrl ? `/auth/signup/source?returnUrl=${encodeURIComponent(returnUrl)}` : '/auth/signup/source');
  });

  const mismatch = passwordsMismatch(values) ? localizeMessage(PASSWORDS_DO_NOT_MATCH) : undefined;
  return (
    <AuthLayout title={t('auth.signUpTitle')} subtitle={t('auth.signUpSubtitle')} wide>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label={t('auth.signUpForm')}>
          <SelectField label={t('auth.gender')} required options={GENDERS} optionLabel={(value) => t(`options.gender.${value as Gender}`)} placeholder={t('common.select')} error={formState.errors.gender?.message} className="sm:col-span-2" {...register('gender')} />
          <NameFields />
          <TextField label={t('common.email')} type="email" autoComplete="email" required error={formState.errors.email?.message} className="sm:col-span-2" {...register('email')} />
          <PhoneWithDialCode />
          <PasswordField label={t('common.password')} autoComplete="new-password" required error={formState.errors.password?.message} {...register('password')} />
          <PasswordField label={t('auth.repeatPassword')} autoComplete="new-password" required error={mismatch ?? formState.errors.password2?.message} {...register('password2')} />
          <CompanyAndCountry />
          <CheckboxField label={t('common.keepMeLoggedIn')} className="sm:col-span-2" {...register('stay')} />
          <Button type="submit" className="sm:col-span-2" disabled={!canSubmitSignup(values)}>
            {t('common.signUp')}
          </Button>
        </form>
      </FormProvider>
      <GoogleSignInOption onBusyChange={setGoogleBusy} />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        {t('auth.haveAccount')}{' '}
        <Link to="/auth/signin" className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-emerald-400">
          {t('common.signIn')}
        </Link>
      </p>
    </AuthLayout>
  );
}
