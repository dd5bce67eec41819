import { useTranslation } from 'react-i18next';
import type { ProfileAnswerShape } from '@shared/schemas/profile';
import { t } from '../../../i18n/i18n';
import { countText } from '../tree-texts';
import { errorMessage } from '../../../api/errors';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Dialog';
import { useMovePartner } from './use-move-partner';

interface Props {
  teamtreeId: string;
  /** The partner dropped, as the tree holds it now. */
  profile: ProfileAnswerShape;
  /** The partner it was dropped onto. */
  upline: { id: string; name: string };
  /** How many partners below move along. */
  below: number;
  onClose(): void;
}

/** The question a drop asks before anything is sent: 'Move Anna Krüger (and 12 partners below) under Max Weber?' */
export function moveQuestion(name: string, below: number, upline: string): string {
  return below === 0 ? t('teamtree.move.question', { name, upline }) : t('teamtree.move.questionWith', { name, upline, count: below, n: countText(below) });
}

/**
 * A node dropped onto another: the move is shown before it is confirmed. 'Move' (focused, so
 * Enter confirms) sends it the way 'Change upline…' does; Cancel or Escape leaves the tree as it is.
 */
export function MoveConfirmDialog({ teamtreeId, profile, upline, below, onClose }: Props) {
  const save = useMovePartner(teamtreeId);
  useTranslation();
  return (
    <Modal open onRequestClose={onClose} title={t('teamtree.move.title')} description={moveQuestion(profile.name, below, upline.name)} width="max-w-md">
      {save.error && (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
          {errorMessage(save.error)}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button autoFocus disabled={save.busy} onClick={() => save.move(profile, upline.id, onClose)}>
          {t('teamtree.move.move')}
        </Button>
      </div>
    </Modal>
  );
}
