import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FigurePreset } from '@shared/schemas/settings';
import { buttonClass } from '../../../components/Button';
import { DeletePresetConfirm } from './DeletePresetConfirm';
import { RenamePresetForm } from './RenamePresetForm';

/** What a preset's row shows: its name and buttons, the rename field, or the question before deleting. */
export type PresetRowMode = 'view' | 'rename' | 'delete';

interface Props {
  preset: FigurePreset;
  /** Made for the chosen file's headings. */
  forThisFile: boolean;
  kept: readonly FigurePreset[];
  mode: PresetRowMode;
  onMode(mode: PresetRowMode): void;
  /** The button that gets the focus (the one that opened a rename or delete left without a change). */
  focus: 'rename' | 'delete' | null;
  onRenamed(from: string, to: string): void;
  onGone(name: string): void;
  onDeleted(name: string): void;
}

/** One kept preset: 'Rename preset …' and 'Delete preset …', each done in the row itself. */
export function PresetRow({ preset, forThisFile, kept, mode, onMode, focus, onRenamed, onGone, onDeleted }: Props) {
  const { t } = useTranslation();
  const rename = useRef<HTMLButtonElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (mode === 'view' && focus) (focus === 'rename' ? rename : remove).current?.focus();
  }, [mode, focus]);

  if (mode === 'rename') return <RenamePresetForm from={preset.name} kept={kept} onRenamed={onRenamed} onGone={onGone} onCancel={() => onMode('view')} />;
  if (mode === 'delete') return <DeletePresetConfirm name={preset.name} onDeleted={onDeleted} onCancel={() => onMode('view')} />;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div className="min-w-0 flex-1 basis-40">
        <p className="text-sm font-medium break-words">{preset.name}</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {forThisFile ? t('figures.import.presets.forThisFile') : t('figures.import.presets.forOtherFiles', { count: preset.headers.length })}
        </p>
      </div>
      <div className="flex gap-2">
        <button type="button" ref={rename} className={buttonClass('secondary', 'sm')} aria-label={t('figures.import.presets.renameLabel', { name: preset.name })} onClick={() => onMode('rename')}>
          {t('figures.import.presets.rename')}
        </button>
        <button type="button" ref={remove} className={buttonClass('secondary', 'sm')} aria-label={t('figures.import.presets.deleteLabel', { name: preset.name })} onClick={() => onMode('delete')}>
          {t('figures.import.presets.delete')}
        </button>
      </div>
    </div>
  );
}
