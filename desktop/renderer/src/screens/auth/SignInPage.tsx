import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

export function SignInPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [stay, setStay] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password, stay }),
      });
      const body = (await response.json().catch(() => ({}))) as { error?: string; next?: string };
      if (!response.ok) throw new Error(body.error || 'Login failed');
      navigate(body.next ?? '/dashboard');
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'Login failed');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
      <form onSubmit={submit} className="w-full max-w-sm space-y-4 rounded-xl bg-white p-8 shadow">
        <h1 className="text-2xl font-semibold text-slate-900">Sign in to TeamTree</h1>
        <label className="block text-sm text-slate-700">
          Email
          <input name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} className="mt-1 w-full rounded border px-3 py-2" />
        </label>
        <label className="block text-sm text-slate-700">
          Password
          <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} className="mt-1 w-full rounded border px-3 py-2" />
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input name="stay" type="checkbox" checked={stay} onChange={(e) => setStay(e.target.checked)} />
          Keep me logged in
        </label>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <button type="submit" disabled={!email || !password || submitting} className="w-full rounded bg-emerald-700 py-2 font-medium text-white disabled:opacity-50">
          Sign in
        </button>
      </form>
    </main>
  );
}
