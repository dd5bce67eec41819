import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useDeleteProfile } from '../../../api/profile-mutations';
import { buttonClass } from '../../../components/Button';
import { useReturnFocus } from '../../../components/Dialog';

interface Props {
  teamtreeId: string;
  profile: { id: string; name: string; version: number; parentId: string | null };
  /** How many partners 'Delete this profile' removes: the profile and everyone below it. */
  subtreeSize: number;
  onClose(): void;
}

const partners = (n: number) => (n === 1 ? '1 partner' : `${n} partners`);

/** What each choice does, with the numbers. */
function consequences(name: string, subtreeSize: number, isRoot: boolean): string {
  const below = subtreeSize - 1;
  if (isRoot) return `'${name}' is the root. Create placeholder keeps the ${partners(below)} below it; Delete this profile removes the whole TeamTree: all ${partners(subtreeSize)}.`;
  if (below === 0) return `'${name}' has no partners below. Delete this profile removes only '${name}'.`;
  return `'${name}' has ${partners(below)} below. Create placeholder keeps them; Delete this profile removes ${partners(subtreeSize)}: '${name}' and everyone below.`;
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
          <AlertDialog.Title className="text-lg font-semibold">Are you really sure?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {confirmingRoot ? `This deletes all ${partners(subtreeSize)} of this TeamTree.` : consequences(profile.name, subtreeSize, isRoot)}
          </AlertDialog.Description>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">You can restore it from Recently deleted for 30 days.</p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass('secondary')} disabled={busy}>
              Cancel
            </AlertDialog.Cancel>
            {confirmingRoot ? (
              <button type="button" className={buttonClass('danger')} disabled={busy} onClick={() => void run()}>
                {`Delete all ${partners(subtreeSize)}`}
              </button>
            ) : (
              <>
                <button type="button" className={buttonClass('secondary')} disabled={busy} onClick={() => void run('placeholder')}>
                  Create placeholder
                </button>
                <button type="button" className={buttonClass('danger')} disabled={busy} onClick={() => (isRoot ? setConfirmingRoot(true) : void run())}>
                  Delete this profile
                </button>
              </>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
