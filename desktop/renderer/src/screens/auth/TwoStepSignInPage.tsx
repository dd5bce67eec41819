import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginSecondStep } from '../../api/auth';
import { errorMessage } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { AuthLayout } from '../../components/AuthLayout';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { LOGIN_FAILED } from '../../forms/messages';
import { afterSignIn } from '@shared/domain/return-url';
import { mfaTokenOf } from '../../lib/two-step-href';
import { useAuth } from '../../session/auth-store';
import { BackToSignIn } from './BackToSignIn';
import { useTranslation } from 'react-i18next';

/**
 * The second step of a sign-in with two-step sign-in on: the code of the authenticator app or a
 * recovery code. Reached from the sign-in page and, on the web, from the Google callback.
 */
export function TwoStepSignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const loadMe = useAuth((s) => s.loadMe);
  // 'Keep me logged in' of the first step (the server keeps it with the token; the client stores the session the same way).
  const stay = (location.state as { stay?: boolean } | null)?.stay ?? true;
  const [mfaToken] = useState(() => mfaTokenOf(location.hash));
  const [code, setCode] = useState('');
  const verify = useMutation({
    mutationFn: async () => {
      const answer = await loginSecondStep({ mfaToken, code: code.trim() }, stay);
      await loadMe();
      return answer;
    },
    onSuccess: (answer) => navigate(afterSignIn(answer.next, params.get('returnUrl')), { replace: true }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim()) verify.mutate();
  }

  return (
    <AuthLayout title={t('auth.twoStepTitle')} subtitle={t('auth.twoStepSubtitle')}>
      {mfaToken ? (
        <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('auth.twoStepTitle')}>
          <TextField
            label={t('auth.code')}
            name="code"
            autoComplete="one-time-code"
            autoFocus
            spellCheck={false}
            hint={t('auth.codeHint')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          {verify.error && <Alert>{errorMessage(verify.error, LOGIN_FAILED)}</Alert>}
          <Button type="submit" className="w-full" disabled={!code.trim() || verify.isPending || verify.isSuccess}>
            {verify.isPending || verify.isSuccess ? t('auth.checking') : t('common.signIn')}
          </Button>
        </form>
      ) : (
        <Alert>{t('auth.twoStepExpired')}</Alert>
      )}
      <p className="mt-6 text-center">
        <BackToSignIn />
      </p>
    </AuthLayout>
  );
}
