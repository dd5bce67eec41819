import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import type { TwoFactorSetupAnswer } from '@shared/schemas/two-factor';
import { disableTwoFactor, setUpTwoFactor } from '../../api/account';
import { errorMessage } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { Card } from '../../components/PageFrame';
import { useAuth } from '../../session/auth-store';
import { IdentityProofField, useGoogleOnly } from './IdentityProofField';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoStepSetup } from './TwoStepSetup';

/** Turning it off: the password (a Google-only account: a fresh Google sign-in) and a code or a recovery code. */
function TurnOff({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const disable = useMutation({ mutationFn: () => disableTwoFactor({ password: password || undefined, code: code.trim() }), onSuccess: onDone });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim()) disable.mutate();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={t('account.twoStep.turnOffForm')}>
      <IdentityProofField step="turnOff" value={password} onChange={setPassword} />
      <TextField
        label={t('account.twoStep.codeOrRecovery')}
        name="code"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {disable.error && <Alert>{errorMessage(disable.error)}</Alert>}
      <Button type="submit" variant="danger" disabled={!code.trim() || disable.isPending}>
        {t('account.twoStep.turnOff')}
      </Button>
    </form>
  );
}

/**
 * Starting the setup: the password first (a Google-only account: a fresh Google sign-in), so a
 * session left open cannot put a second step on the account; it is sent again to turn it on.
 */
function StartSetup({ onStarted }: { onStarted(setup: TwoFactorSetupAnswer, password: string | undefined): void }) {
  const { t } = useTranslation();
  const googleOnly = useGoogleOnly();
  const [password, setPassword] = useState('');
  const proof = password || undefined;
  const start = useMutation({ mutationFn: () => setUpTwoFactor({ password: proof }), onSuccess: (setup) => onStarted(setup, proof) });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (googleOnly || password) start.mutate();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={t('account.twoStep.startForm')}>
      <IdentityProofField step="change" value={password} onChange={setPassword} />
      {start.error && <Alert>{errorMessage(start.error)}</Alert>}
      <Button type="submit" disabled={(!googleOnly && !password) || start.isPending}>
        {t('account.twoStep.setUp')}
      </Button>
    </form>
  );
}

/** How many recovery codes are left (read again on opening: one may have been used on another device), and what to do when they run low. */
function RecoveryCodesLeft() {
  const { t } = useTranslation();
  const left = useAuth((s) => s.me?.recoveryCodesLeft ?? null);
  const loadMe = useAuth((s) => s.loadMe);
  useEffect(() => {
    void loadMe();
  }, [loadMe]);
  if (left === null) return null;
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      {t('account.twoStep.codesLeft', { count: left })}
      {left <= 2 && t('account.twoStep.codesLow')}
    </p>
  );
}

/** 'Two-step sign-in': set up (QR code, key, a code to confirm), the recovery codes once, turning it off. */
export function TwoStepSection() {
  const { t } = useTranslation();
  const on = useAuth((s) => s.me?.twoFactor ?? false);
  const loadMe = useAuth((s) => s.loadMe);
  const [setup, setSetup] = useState<{ answer: TwoFactorSetupAnswer; password: string | undefined } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turnedOff, setTurnedOff] = useState(false);

  function enabled(recoveryCodes: string[]) {
    setSetup(null);
    setCodes(recoveryCodes);
    void loadMe();
  }

  function renderBody() {
    if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
    if (setup) return <TwoStepSetup setup={setup.answer} password={setup.password} onEnabled={enabled} onCancel={() => setSetup(null)} />;
    if (on) {
      return (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('account.twoStep.onText')}</p>
          <RecoveryCodesLeft />
          <TurnOff
            onDone={() => {
              setTurnedOff(true);
              void loadMe();
            }}
          />
        </>
      );
    }
    return (
      <>
        {turnedOff && <Alert tone="success">{t('account.twoStep.isOff')}</Alert>}
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('account.twoStep.offText')}
        </p>
        <StartSetup onStarted={(answer, password) => setSetup({ answer, password })} />
      </>
    );
  }

  return (
    <Card>
      <div className="space-y-3">
        <h2 className="text-lg font-semibold">{t('account.twoStep.title')}</h2>
        {renderBody()}
      </div>
    </Card>
  );
}
