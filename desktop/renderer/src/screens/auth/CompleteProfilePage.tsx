import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DEFAULT_DIAL_CODE } from '@shared/domain/constants';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/Field';
import { useAuth } from '../../session/auth-store';
import { AuthLayout } from '../../components/AuthLayout';
import { readDraft, writeDraft } from './draft-storage';
import { CompanyAndCountry, NameFields, PhoneWithDialCode } from './PersonFields';
import { profileForm, type ProfileDraft } from './signup-form';
import { useTranslation } from 'react-i18next';

function initialForm(firstName = '', lastName = ''): ProfileDraft {
  const draft = readDraft();
  const base: ProfileDraft = { firstName, lastName, phone: '', countryCode: DEFAULT_DIAL_CODE, company: '', country: '', stay: true };
  if (draft?.mode !== 'complete') return base;
  const { mode: _mode, ...fields } = draft;
  return { ...base, ...fields };
}

/** 'Your last steps' (the Google path): keeps the fields as the draft for the source step. */
export function CompleteProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useAuth((s) => s.me);
  // Errors show from the first submit on, always for the form as it is now.
  const [initial] = useState(() => initialForm(me?.firstName, me?.lastName));
  const form = useForm<ProfileDraft>({ resolver: zodResolver(profileForm), defaultValues: initial, shouldFocusError: false });

  const submit = form.handleSubmit((draft) => {
    writeDraft({ mode: 'complete', ...draft });
    navigate('/auth/signup/source');
  });

  return (
    <AuthLayout title={t('auth.lastStepsTitle')} subtitle={t('auth.lastStepsSubtitle')} wide>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label={t('auth.lastStepsTitle')}>
          <NameFields />
          <PhoneWithDialCode />
          <CompanyAndCountry />
          <CheckboxField label={t('common.keepMeLoggedIn')} className="sm:col-span-2" {...form.register('stay')} />
          <Button type="submit" className="sm:col-span-2">
            {t('auth.startJourney')}
          </Button>
        </form>
      </FormProvider>
    </AuthLayout>
  );
}
