import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { createShareLink, keys, revokeShareLink } from '../../api/teamtree';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/Dialog';
import { CopyIcon, ShareIcon } from '../../components/Icons';
import { useLinkHandOut } from './link-hand-out';
import { SectionHeading } from './SectionHeading';

/**
 * 'Generate Share Link', or the live link read-only with a copy button and, where the browser
 * has a share sheet (phones, tablets, some desktops), 'Share' to send it through WhatsApp, mail
 * or any app there (issue 34). A cancelled sheet changes nothing; a failing one copies instead.
 */
export function ShareLinkSection({ teamtreeId, treeName, hasLink }: { teamtreeId: string; treeName: string; hasLink: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [revoking, setRevoking] = useState(false);
  const key = ['share-link', teamtreeId];
  // The server answers the live link (with its url) when one exists already.
  const link = useQuery({ queryKey: key, queryFn: () => createShareLink(teamtreeId), enabled: hasLink });
  const url = link.data?.shareLink.url;
  const { copied, copy, share, canShare } = useLinkHandOut(url, t('share.link.sheetTitle', { tree: treeName }));

  async function generate() {
    setError(null);
    try {
      queryClient.setQueryData(key, await createShareLink(teamtreeId));
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function revoke() {
    setRevoking(false);
    setError(null);
    try {
      await revokeShareLink(teamtreeId);
      queryClient.removeQueries({ queryKey: key });
      await queryClient.invalidateQueries({ queryKey: keys.share(teamtreeId) });
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <section aria-labelledby="share-link-heading" className="space-y-2">
      <SectionHeading id="share-link-heading">{t('share.link.heading')}</SectionHeading>
      {url ? (
        <div className="flex flex-wrap gap-2 sm:flex-nowrap">
          <label htmlFor="share-link-url" className="sr-only">
            {t('share.link.label')}
          </label>
          <input id="share-link-url" name="shareLink" readOnly value={url} onFocus={(e) => e.target.select()} className="input min-w-0 basis-full font-mono text-xs touch:text-base sm:basis-auto" />
          {canShare && (
            <Button variant="secondary" onClick={() => void share()} aria-label={t('share.link.shareLabel')}>
              <ShareIcon className="size-4" /> {t('share.link.share')}
            </Button>
          )}
          <Button variant="secondary" onClick={copy} aria-label={t('share.link.copyLabel')}>
            <CopyIcon className="size-4" /> {copied ? t('share.link.copied') : t('share.link.copy')}
          </Button>
          <Button variant="secondary" onClick={() => setRevoking(true)}>
            {t('share.link.revoke')}
          </Button>
        </div>
      ) : (
        <Button onClick={generate} disabled={link.isLoading}>
          {t('share.link.generate')}
        </Button>
      )}
      <span role="status" className="sr-only">
        {copied ? t('share.link.linkCopied') : ''}
      </span>
      {error && <Alert>{error}</Alert>}
      <ConfirmDialog
        open={revoking}
        title={t('share.link.revokeTitle')}
        message={t('share.link.revokeMessage')}
        confirmLabel={t('share.link.revokeConfirm')}
        cancelLabel={t('share.link.revokeCancel')}
        destructive
        onConfirm={() => void revoke()}
        onCancel={() => setRevoking(false)}
      />
    </section>
  );
}
