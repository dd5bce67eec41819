import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useDeleteProfile } from '../../api/profile-mutations';
import { buttonClass } from '../../components/Button';

interface Props {
  teamtreeId: string;
  profile: { id: string; name: string; version: number };
  onClose(): void;
}

/**
 * 'Are you really sure?': replace the profile by a placeholder (children kept) or delete it with
 * everything beneath. Failures are only logged and the tree is read again (spec section 8);
 * a success is applied to the held tree.
 */
export function DeleteProfileDialog({ teamtreeId, profile, onClose }: Props) {
  const remove = useDeleteProfile(teamtreeId);
  const [busy, setBusy] = useState(false);

  async function run(mode?: 'placeholder') {
    setBusy(true);
    try {
      await remove.mutateAsync({ id: profile.id, mode, version: profile.version });
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
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[70] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl dark:border-slate-700 dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-semibold">Are you really sure?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {`'${profile.name}': create a placeholder keeps the partners below, delete removes this profile and everyone below it.`}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass('secondary')} disabled={busy}>
              Cancel
            </AlertDialog.Cancel>
            <button type="button" className={buttonClass('secondary')} disabled={busy} onClick={() => void run('placeholder')}>
              Create placeholder
            </button>
            <button type="button" className={buttonClass('danger')} disabled={busy} onClick={() => void run()}>
              Delete this profile
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
