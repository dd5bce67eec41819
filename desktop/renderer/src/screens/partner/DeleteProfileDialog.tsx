import { useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { deleteProfile } from '../../api/profiles';
import { keys } from '../../api/teamtree';
import { buttonClass } from '../../components/Button';

interface Props {
  teamtreeId: string;
  profile: { id: string; name: string };
  onClose(): void;
}

/**
 * 'Are you really sure?': replace the profile by a placeholder (children kept) or delete it with
 * everything beneath. Failures are only logged; the tree reloads either way (spec section 8).
 */
export function DeleteProfileDialog({ teamtreeId, profile, onClose }: Props) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function run(mode?: 'placeholder') {
    setBusy(true);
    try {
      await deleteProfile(profile.id, mode);
    } catch (err) {
      console.error('Deleting the profile failed', err);
    } finally {
      await queryClient.invalidateQueries({ queryKey: keys.tree(teamtreeId) });
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
