import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FiguresReading } from '@shared/import/figures-cells';
import type { FigureMapping } from '@shared/import/figures-roles';
import { FIGURE_PRESET_NAME_MAX } from '@shared/schemas/settings';
import { errorMessage } from '../../../api/errors';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { PRESET_TOO_WIDE, saveFigurePreset } from './figure-presets';

interface Props {
  headers: readonly string[];
  mapping: FigureMapping;
  reading: FiguresReading;
  /** The name the field starts with (the preset in use). */
  initialName: string;
  /** The preset is saved (the mapping now is that preset). */
  onSaved(name: string): void;
}

/** 'Save as preset': the mapping and reading under a name the user types, kept with the account. */
export function SavePresetForm({ headers, mapping, reading, initialName, onSaved }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [name, setName] = useState(initialName);
  const save = useMutation({ mutationFn: (named: string) => saveFigurePreset(queryClient, named, headers, { mapping, reading }), onSuccess: (_, named) => onSaved(named) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== '') save.mutate(name.trim());
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={id} className="block min-w-0 flex-1 text-sm font-medium sm:max-w-sm">
          {t('figures.import.presetName')}
          <input
            id={id}
            value={name}
            maxLength={FIGURE_PRESET_NAME_MAX}
            onChange={(event) => {
              setName(event.target.value);
              save.reset();
            }}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm touch:min-h-11 touch:text-base dark:border-slate-600 dark:bg-slate-900"
          />
        </label>
        <Button type="submit" variant="secondary" disabled={name.trim() === '' || save.isPending}>
          {save.isPending ? t('figures.import.savingPreset') : t('figures.import.saveAsPreset')}
        </Button>
      </div>
      {save.isSuccess && <Alert tone="success">{t('figures.import.presetSaved', { name: save.variables })}</Alert>}
      {save.error && <Alert>{save.error.message === PRESET_TOO_WIDE ? t('figures.import.presetTooWide') : `${t('figures.import.presetNotSaved')} ${errorMessage(save.error)}`}</Alert>}
    </form>
  );
}
