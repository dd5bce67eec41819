import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { toDataURL } from 'qrcode';
import { useEffect, useState, type FormEvent } from 'react';
import type { TwoFactorSetupAnswer } from '@shared/schemas/two-factor';
import { enableTwoFactor } from '../../api/account';
import { errorMessage } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';

/** The secret in groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The QR code of the authenticator app's address, drawn here (the address holds the secret: it never leaves the page). */
function QrCode({ otpauthUrl }: { otpauthUrl: string }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void toDataURL(otpauthUrl, { margin: 2, width: 200 }).then((url) => live && setImage(url));
    return () => {
      live = false;
    };
  }, [otpauthUrl]);
  return image ? <img src={image} width={200} height={200} alt={t('account.twoStep.qrCode')} className="rounded-lg bg-white" /> : <div className="size-[200px]" />;
}

interface TwoStepSetupProps {
  setup: TwoFactorSetupAnswer;
  /** The password the setup was started with (none for a Google-only account): turning it on sends it again. */
  password: string | undefined;
  onEnabled(codes: string[]): void;
  onCancel(): void;
}

/** Setting it up: scan (or type the key), then confirm with a code; answers the recovery codes. Turning it on signs out every other session. */
export function TwoStepSetup({ setup, password, onEnabled, onCancel }: TwoStepSetupProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const enable = useMutation({ mutationFn: () => enableTwoFactor({ code: code.trim(), password }), onSuccess: (answer) => onEnabled(answer.recoveryCodes) });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim()) enable.mutate();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={t('account.twoStep.setUpForm')}>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('account.twoStep.scan')}
      </p>
      <QrCode otpauthUrl={setup.otpauthUrl} />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('account.twoStep.cannotScan')}{' '}
        <code aria-label={t('account.twoStep.setupKey')} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono break-all dark:bg-slate-800">
          {grouped(setup.secret)}
        </code>
      </p>
      <TextField
        label={t('account.twoStep.enterCode')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('account.twoStep.signsOutOthers')}</p>
      {enable.error && <Alert>{errorMessage(enable.error)}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!code.trim() || enable.isPending}>
          {enable.isPending ? t('account.twoStep.checking') : t('account.twoStep.turnOn')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('account.twoStep.cancel')}
        </Button>
      </div>
    </form>
  );
}
