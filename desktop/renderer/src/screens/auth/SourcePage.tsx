import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SOURCES } from '../../../../../shared/domain/constants';
import { completeProfile, register } from '../../api/auth';
import { errorMessage } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { safeReturnUrl } from '../../lib/return-url';
import { useAuth } from '../../session/auth-store';
import { AuthLayout } from './AuthLayout';
import { readDraft, removeDraft } from './draft-storage';
import { completeProfilePayload, isSource, NO_SIGNUP_DATA, registrationPayload, sourceError } from './signup-rules';

const SOURCE_LABELS: Record<string, string> = { 'Search engine': 'Search engine (Google, ...)' };

/** 'Where did you hear about us?': posts the registration (or the Google path's profile). */
export function SourcePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loadMe = useAuth((s) => s.loadMe);
  const [source, setSource] = useState('');
  const [error, setError] = useState<string | null>(() => (readDraft() ? null : NO_SIGNUP_DATA));
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const draft = readDraft();
    const problem = sourceError(source, draft !== null);
    setError(problem);
    if (problem || !draft || !isSource(source)) return;
    setBusy(true);
    try {
      if (draft.mode === 'register') {
        const { mode: _mode, ...fields } = draft;
        await register(registrationPayload(fields, source));
      } else {
        const { mode: _mode, ...fields } = draft;
        await completeProfile(completeProfilePayload(fields, source));
      }
      removeDraft();
      await loadMe();
      navigate(safeReturnUrl(params.get('returnUrl')) ?? '/dashboard', { replace: true });
    } catch (err) {
      setError(errorMessage(err, draft.mode === 'register' ? 'Could not complete registration' : 'Save failed'));
      setBusy(false);
    }
  }

  const draft = readDraft();
  const back = draft?.mode === 'complete' ? '/auth/signup/extra' : '/auth/signup';
  return (
    <AuthLayout title="Where did you hear about us?" subtitle="One last question before you start.">
      <form onSubmit={submit} noValidate className="space-y-5">
        <fieldset>
          <legend className="sr-only">Where did you hear about us?</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {SOURCES.map((value) => (
              <label
                key={value}
                className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                  source === value
                    ? 'border-brand-600 bg-brand-50 text-slate-900 dark:border-emerald-500 dark:bg-emerald-950/50 dark:text-white'
                    : 'border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800'
                }`}
              >
                <input
                  type="radio"
                  name="source"
                  value={value}
                  checked={source === value}
                  onChange={() => {
                    setSource(value);
                    if (readDraft()) setError(null);
                  }}
                  className="size-4 accent-brand-700"
                />
                {SOURCE_LABELS[value] ?? value}
              </label>
            ))}
          </div>
        </fieldset>
        {error && (
          <Alert>
            {error}{' '}
            {error === NO_SIGNUP_DATA && (
              <Link to="/auth/signup" className="font-medium underline">
                Go to sign-up
              </Link>
            )}
          </Alert>
        )}
        <div className="flex items-center justify-between gap-3">
          <Link to={back} className="text-sm font-medium text-slate-700 underline-offset-2 hover:underline dark:text-slate-200">
            Back
          </Link>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Continue'}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
