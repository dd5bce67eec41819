import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { createShareLink, keys, revokeShareLink } from '../../api/teamtree';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/Dialog';
import { CopyIcon, ShareIcon } from '../../components/Icons';
import { useLinkHandOut } from './link-hand-out';

/**
 * 'Generate Share Link', or the live link read-only with a copy button and, where the browser
 * has a share sheet (phones, tablets, some desktops), 'Share' to send it through WhatsApp, mail
 * or any app there (issue 34). A cancelled sheet changes nothing; a failing one copies instead.
 */
export function ShareLinkSection({ teamtreeId, treeName, hasLink }: { teamtreeId: string; treeName: string; hasLink: boolean }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [revoking, setRevoking] = useState(false);
  const key = ['share-link', teamtreeId];
  // The server answers the live link (with its url) when one exists already.
  const link = useQuery({ queryKey: key, queryFn: () => createShareLink(teamtreeId), enabled: hasLink });
  const url = link.data?.shareLink.url;
  const { copied, copy, share, canShare } = useLinkHandOut(url, `Join “${treeName}” on TeamTree`);

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
      <h3 id="share-link-heading" className="text-sm font-semibold">
        Share link
      </h3>
      {url ? (
        <div className="flex flex-wrap gap-2 sm:flex-nowrap">
          <label htmlFor="share-link-url" className="sr-only">
            Share link
          </label>
          <input id="share-link-url" name="shareLink" readOnly value={url} onFocus={(e) => e.target.select()} className="input min-w-0 basis-full font-mono text-xs touch:text-base sm:basis-auto" />
          {canShare && (
            <Button variant="secondary" onClick={() => void share()} aria-label="Share the invite link">
              <ShareIcon className="size-4" /> Share
            </Button>
          )}
          <Button variant="secondary" onClick={copy} aria-label="Copy share link">
            <CopyIcon className="size-4" /> {copied ? 'Copied' : 'Copy'}
          </Button>
          <Button variant="secondary" onClick={() => setRevoking(true)}>
            Revoke
          </Button>
        </div>
      ) : (
        <Button onClick={generate} disabled={link.isLoading}>
          Generate Share Link
        </Button>
      )}
      <span role="status" className="sr-only">
        {copied ? 'Link copied' : ''}
      </span>
      {error && <Alert>{error}</Alert>}
      <ConfirmDialog
        open={revoking}
        title="Revoke this share link?"
        message="People who have the link can no longer ask to join. You can generate a new link at any time."
        confirmLabel="Revoke link"
        cancelLabel="Keep link"
        destructive
        onConfirm={() => void revoke()}
        onCancel={() => setRevoking(false)}
      />
    </section>
  );
}
