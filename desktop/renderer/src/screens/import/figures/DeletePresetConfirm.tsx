import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors';
import { Alert } from '../../../components/Alert';
import { buttonClass } from '../../../components/Button';
import { deleteFigurePreset } from './figure-presets';

interface Props {
  name: string;
  onDeleted(name: string): void;
  onCancel(): void;
}

/**
 * 'Delete' asks first (focus on 'Cancel', so a wrong key or click loses nothing); a failed save
 * says so and keeps the preset. Escape cancels.
 */
export function DeletePresetConfirm({ name, onDeleted, onCancel }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const questionId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const remove = useMutation({ mutationFn: () => deleteFigurePreset(queryClient, name), onSuccess: () => onDeleted(name) });
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div role="group" aria-labelledby={questionId} className="space-y-2" onKeyDown={(event) => event.key === 'Escape' && onCancel()}>
      <p id={questionId} className="text-sm break-words">
        {t('figures.import.presets.confirmDelete', { name })}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass('danger', 'sm')} disabled={remove.isPending} onClick={() => remove.mutate()}>
          {remove.isPending ? t('figures.import.presets.deleting') : t('figures.import.presets.confirm')}
        </button>
        <button type="button" ref={cancel} className={buttonClass('secondary', 'sm')} onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
      {remove.error && <Alert>{`${t('figures.import.presets.notDeleted')} ${errorMessage(remove.error)}`}</Alert>}
    </div>
  );
}
