import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteProfile } from '../../../api/profile-mutations';
import { buttonClass } from '../../../components/Button';
import { useReturnFocus } from '../../../components/Dialog';
import { t } from '../../../i18n/i18n';
import { partnersText } from '../tree-texts';

interface Props {
  teamtreeId: string;
  profile: { id: string; name: string; version: number; parentId: string | null };
  /** How many partners 'Delete this profile' removes: the profile and everyone below it. */
  subtreeSize: number;
  onClose(): void;
}

/** What each choice does, with the numbers. */
function consequences(name: string, subtreeSize: number, isRoot: boolean): string {
  const below = subtreeSize - 1;
  const counts = { name, below: partnersText(below), all: partnersText(subtreeSize) };
  if (isRoot) return t('teamtree.remove.root', counts);
  if (below === 0) return t('teamtree.remove.leaf', counts);
  return t('teamtree.remove.some', counts);
}

/**
 * 'Are you really sure?': replace the profile by a placeholder (children kept) or delete it with
 * everything beneath, saying how many partners each choice touches; the root asks once more. Failures are only logged and the tree is read again (spec section 8);
 * a success is applied to the held tree.
 */
export function DeleteProfileDialog({ teamtreeId, profile, subtreeSize, onClose }: Props) {
  const remove = useDeleteProfile(teamtreeId);
  const [busy, setBusy] = useState(false);
  const isRoot = profile.parentId === null;
  // Deleting the root empties the tree: that takes a second, explicit click.
  const [confirmingRoot, setConfirmingRoot] = useState(false);
  const returnFocus = useReturnFocus(true);
  useTranslation();

  async function run(mode?: 'placeholder') {
    setBusy(true);
    try {
      await remove.mutateAsync({ id: profile.id, name: profile.name, mode, version: profile.version });
    } catch (err) {
      console.error('Deleting the profile failed', err);
    } finally {
      onClose();
    }
  }

  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/50" />
        <AlertDialog.Content onCloseAutoFocus={returnFocus} className="fixed top-1/2 left-1/2 z-[70] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl dark:border-slate-700 dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-semibold">{t('teamtree.remove.title')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {confirmingRoot ? t('teamtree.remove.deletesAll', { partners: partnersText(subtreeSize) }) : consequences(profile.name, subtreeSize, isRoot)}
          </AlertDialog.Description>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('teamtree.remove.restore')}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass('secondary')} disabled={busy}>
              {t('common.cancel')}
            </AlertDialog.Cancel>
            {confirmingRoot ? (
              <button type="button" className={buttonClass('danger')} disabled={busy} onClick={() => void run()}>
                {t('teamtree.remove.deleteAll', { partners: partnersText(subtreeSize) })}
              </button>
            ) : (
              <>
                <button type="button" className={buttonClass('secondary')} disabled={busy} onClick={() => void run('placeholder')}>
                  {t('teamtree.remove.placeholder')}
                </button>
                <button type="button" className={buttonClass('danger')} disabled={busy} onClick={() => (isRoot ? setConfirmingRoot(true) : void run())}>
                  {t('teamtree.remove.deleteProfile')}
                </button>
              </>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
