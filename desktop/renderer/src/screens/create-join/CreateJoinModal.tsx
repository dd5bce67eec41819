import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, UnsavedChangesDialog } from '../../components/Dialog';
import { useModals } from '../../stores/modal-store';
import { CreateTreeForm } from './CreateTreeForm';
import { JoinTreeForm } from './JoinTreeForm';

/** Create (left) or join (right) a TeamTree; closing with unsaved input asks first. */
export function CreateJoinModal() {
  const { t } = useTranslation();
  const close = useModals((s) => s.close);
  const [dirtyCreate, setDirtyCreate] = useState(false);
  const [dirtyJoin, setDirtyJoin] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const done = useCallback(() => close(), [close]);

  function requestClose() {
    if (dirtyCreate || dirtyJoin) setConfirming(true);
    else close();
  }

  return (
    <>
      <Modal open onRequestClose={requestClose} title={t('createJoin.title')}>
        <div className="grid grid-cols-1 gap-8 md:grid-cols-[3fr_2fr]">
          <CreateTreeForm onDirtyChange={setDirtyCreate} onDone={done} />
          <div className="border-slate-200 md:border-l md:pl-8 dark:border-slate-700">
            <JoinTreeForm onDirtyChange={setDirtyJoin} onDone={done} />
          </div>
        </div>
      </Modal>
      <UnsavedChangesDialog
        open={confirming}
        onDiscard={() => {
          setConfirming(false);
          close();
        }}
        onKeep={() => setConfirming(false)}
      />
    </>
  );
}
