import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { t as translate } from '../../i18n/i18n';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CopyIcon, DownloadIcon } from '../../components/Icons';
import { downloadBlob } from '../../export/download';

const FILE_NAME = 'teamtree-recovery-codes.txt';

function codesText(codes: string[]): string {
  return [translate('account.recovery.fileTitle'), translate('account.recovery.fileText'), '', ...codes, ''].join('\n');
}

/** The 10 recovery codes, shown once right after two-step sign-in was turned on: Copy, Download, Done. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<boolean | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codesText(codes));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="space-y-3">
      <Alert tone="success">{t('account.twoStep.isOn')}</Alert>
      <h3 className="font-semibold">{t('account.recovery.title')}</h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('account.recovery.text')}
      </p>
      <ul aria-label={t('account.recovery.list')} className="grid grid-cols-1 gap-1 rounded-lg bg-slate-100 p-3 font-mono text-sm sm:grid-cols-2 dark:bg-slate-800">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      {copied === false && <Alert>{t('account.recovery.notCopied')}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          <CopyIcon className="size-4" /> {copied ? t('account.recovery.copied') : t('account.recovery.copy')}
        </Button>
        <Button variant="secondary" onClick={() => downloadBlob(new Blob([codesText(codes)], { type: 'text/plain' }), FILE_NAME)}>
          <DownloadIcon className="size-4" /> {t('account.recovery.download')}
        </Button>
        <Button onClick={onDone}>{t('account.recovery.done')}</Button>
      </div>
    </div>
  );
}
