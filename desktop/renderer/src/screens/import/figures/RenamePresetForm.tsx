import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { renameProblem, type PresetRenameProblem } from '@shared/import/figures-presets';
import { FIGURE_PRESET_NAME_MAX, type FigurePreset } from '@shared/schemas/settings';
import { errorMessage } from '../../../api/errors';
import { settingsKey } from '../../../api/settings';
import { FieldError } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { renameFigurePreset } from './figure-presets';
import { presetProblemText } from './figures-texts';

const PROBLEMS: readonly string[] = ['empty', 'taken', 'gone'] satisfies PresetRenameProblem[];
const isProblem = (message: string): message is PresetRenameProblem => PROBLEMS.includes(message);
type NameProblem = Exclude<PresetRenameProblem, 'gone'>;
const isNameProblem = (message: string): message is NameProblem => isProblem(message) && message !== 'gone';

interface Props {
  /** The preset's name now. */
  from: string;
  /** The kept presets (a name another one has is refused before anything is sent). */
  kept: readonly FigurePreset[];
  onRenamed(from: string, to: string): void;
  /** The preset is no longer kept (deleted on another device). */
  onGone(name: string): void;
  onCancel(): void;
}

/**
 * 'Rename': the preset's name in a field, saved with Enter or 'Save'; an empty name or another
 * preset's is refused beside the field, and so is a failed save (the preset keeps its name).
 * Escape or 'Cancel' leaves it as it was.
 */
export function RenamePresetForm({ from, kept, onRenamed, onGone, onCancel }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(from);
  const [refused, setRefused] = useState<NameProblem | null>(null);
  const rename = useMutation({
    mutationFn: (to: string) => renameFigurePreset(queryClient, from, to),
    onSuccess: (_, to) => onRenamed(from, to),
    // The server's presets refused it (changed on another device): show them as they are.
    onError: (error) => {
      if (!isProblem(error.message)) return;
      void queryClient.invalidateQueries({ queryKey: settingsKey });
      if (error.message === 'gone') onGone(from);
    },
  });
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rename.isPending) return;
    const to = name.trim();
    if (to === from) return onCancel();
    const problem = renameProblem(kept, from, to);
    if (problem === 'gone') return onGone(from);
    setRefused(problem);
    if (!problem) rename.mutate(to);
  };
  const failed = rename.error && (isNameProblem(rename.error.message) ? presetProblemText(rename.error.message, name) : `${t('figures.import.presets.notRenamed')} ${errorMessage(rename.error)}`);
  const error = refused ? presetProblemText(refused, name) : failed;
  const errorId = `${id}-error`;

  return (
    <form onSubmit={submit} className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium break-words">
        {t('figures.import.presets.newName', { name: from })}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          ref={input}
          value={name}
          maxLength={FIGURE_PRESET_NAME_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setRefused(null);
            rename.reset();
          }}
          onKeyDown={(event) => event.key === 'Escape' && onCancel()}
          className="input min-w-0 flex-1 basis-48"
        />
        <Button type="submit" variant="secondary" size="sm" disabled={rename.isPending}>
          {rename.isPending ? t('figures.import.savingPreset') : t('figures.import.presets.save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </form>
  );
}
