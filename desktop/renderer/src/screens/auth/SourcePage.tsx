import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SOURCES, type Source } from '@shared/domain/constants';
import { completeProfile, register } from '../../api/auth';
import { errorMessage } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { NO_SIGNUP_DATA, REGISTRATION_FAILED, SAVE_FAILED } from '../../forms/messages';
import { afterSignIn } from '@shared/domain/return-url';
import { useAuth } from '../../session/auth-store';
import { AuthLayout } from '../../components/AuthLayout';
import { readDraft, removeDraft, type StoredDraft } from './draft-storage';
import { completeProfilePayload, registrationPayload, sourceForm, type SourceForm } from './signup-form';
import { TOUCH_LINK } from './BackToSignIn';
import { useTranslation } from 'react-i18next';
import { localizeMessage } from '../../i18n/messages';
import { sendLanguage } from '../../i18n/account-language';
import { currentLanguage } from '../../i18n/i18n';

/** Posts the registration, or the Google path's profile, with the chosen source. */
async function finishSignup({ draft, source }: { draft: StoredDraft; source: Source }): Promise<void> {
  if (draft.mode === 'register') {
    const { mode: _mode, ...fields } = draft;
    await register(registrationPayload(fields, source));
  } else {
    const { mode: _mode, ...fields } = draft;
    await completeProfile(completeProfilePayload(fields, source));
    // The Google path's account was made before this page: its language is kept now.
    await sendLanguage(currentLanguage());
  }
  removeDraft();
}

const optionClass = (checked: boolean) =>
  `flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
    checked
      ? 'border-brand-600 bg-brand-50 text-slate-900 dark:border-emerald-500 dark:bg-emerald-950/50 dark:text-white'
      : 'border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800'
  }`;

/** 'Where did you hear about us?': posts the registration (or the Google path's profile). */
export function SourcePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loadMe = useAuth((s) => s.loadMe);
  const { register: field, handleSubmit, formState, watch } = useForm<SourceForm>({ resolver: zodResolver(sourceForm), defaultValues: { source: '' }, shouldFocusError: false });
  const finish = useMutation({
    mutationFn: async (input: { draft: StoredDraft; source: Source }) => {
      await finishSignup(input);
      await loadMe();
    },
    onSuccess: () => navigate(afterSignIn(undefined, params.get('returnUrl')), { replace: true }),
  });
  const draft = readDraft();
  const source = watch('source');

  const submit = handleSubmit(({ source: chosen }) => {
    if (draft) finish.mutate({ draft, source: chosen as Source });
  });

  const failure = finish.error && errorMessage(finish.error, finish.variables?.draft.mode === 'register' ? REGISTRATION_FAILED : SAVE_FAILED);
  // 'Please pick one' first, then a missing draft, then the server's answer (cleared by a new choice).
  const error = formState.errors.source?.message ?? (draft ? failure : NO_SIGNUP_DATA);
  const busy = finish.isPending || finish.isSuccess;
  const back = draft?.mode === 'complete' ? '/auth/signup/extra' : '/auth/signup';
  return (
    <AuthLayout title={t('auth.sourceTitle')} subtitle={t('auth.sourceSubtitle')}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <fieldset>
          <legend className="sr-only">{t('auth.sourceTitle')}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {SOURCES.map((value) => (
              <label key={value} className={optionClass(source === value)}>
                <input type="radio" value={value} className="size-4 accent-brand-700" {...field('source', { onChange: () => finish.reset() })} />
                {t(`options.source.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {error && (
          <Alert>
            {localizeMessage(error)}{' '}
            {error === NO_SIGNUP_DATA && (
              <Link to="/auth/signup" className="font-medium underline">
                {t('auth.goToSignUp')}
              </Link>
            )}
          </Alert>
        )}
        <div className="flex items-center justify-between gap-3">
          <Link to={back} className={`text-sm font-medium text-slate-700 underline-offset-2 hover:underline dark:text-slate-200 ${TOUCH_LINK}`}>
            {t('common.back')}
          </Link>
          <Button type="submit" disabled={busy}>
            {busy ? t('common.saving') : t('common.continue')}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
