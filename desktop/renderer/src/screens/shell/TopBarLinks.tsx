import type { ReactNode } from 'react';
import { useAppConfig } from '../../api/config';
import { ExternalIcon, ShareIcon } from '../../components/Icons';
import { platform } from '../../platform';
import { useModals } from '../../stores/modal-store';
import { useActiveTreeStatus } from '../../trees/active-tree';
import { useTranslation } from 'react-i18next';

/** 'Share' for the active tree (disabled without one). `onOpen` runs first (the overflow menu closes). */
export function ShareButton({ className, onOpen }: { className: string; onOpen?: () => void }) {
  const { t } = useTranslation();
  const openShare = useModals((s) => s.openShare);
  const { activeTreeId } = useActiveTreeStatus();
  return (
    <button
      type="button"
      onClick={() => {
        onOpen?.();
        openShare();
      }}
      disabled={!activeTreeId}
      className={className}
    >
      <ShareIcon className="size-4" /> {t('shell.share')}
    </button>
  );
}

/** The community link of the server's settings (nothing without one); the desktop app opens it in the system browser. */
export function CommunityLink({ className, children }: { className: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const socialUrl = useAppConfig().data?.socialUrl;
  if (!socialUrl) return null;
  return (
    <a
      href={socialUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={children ? undefined : t('shell.communityNewTab')}
      className={className}
      onClick={(e) => {
        if (platform().kind === 'desktop') {
          e.preventDefault();
          platform().openExternal(socialUrl);
        }
      }}
    >
      <ExternalIcon className={children ? 'size-4' : 'size-5'} />
      {children}
    </a>
  );
}
