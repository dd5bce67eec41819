import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { fetchExport } from '../../api/account';
import { errorMessage } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { DownloadIcon } from '../../components/Icons';
import { Card } from '../../components/PageFrame';
import { downloadBlob } from '../../export/download';

/** The file name the server gives its export, on the device's date. */
const fileName = () => `teamtree-export-${new Date().toISOString().slice(0, 10)}.json`;

/** 'Download my data': the export of GET /api/auth/export saved as a JSON file (GDPR Art. 20). */
export function DataSection() {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: fetchExport,
    onSuccess: (document) => downloadBlob(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }), fileName()),
  });
  return (
    <Card>
      <div className="space-y-3">
        <h2 className="text-lg font-semibold">{t('account.data.title')}</h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('account.data.text')}
        </p>
        {download.error && <Alert>{errorMessage(download.error)}</Alert>}
        <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
          <DownloadIcon className="size-4" /> {download.isPending ? t('account.data.preparing') : t('account.data.download')}
        </Button>
      </div>
    </Card>
  );
}
