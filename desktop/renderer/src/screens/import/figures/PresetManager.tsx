import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sameHeadings } from '@shared/import/figures-presets';
import { useUserSettings } from '../../../api/settings';
import { Alert } from '../../../components/Alert';
import { buttonClass } from '../../../components/Button';
import { ChevronDownIcon } from '../../../components/Icons';
import { PresetRow, type PresetRowMode } from './PresetRow';

interface Props {
  /** The chosen file's headings (its presets are marked). */
  headers: readonly string[];
  onRenamed(from: string, to: string): void;
  onDeleted(name: string): void;
}

type Editing = { name: string; mode: Exclude<PresetRowMode, 'view'> };

/**
 * 'Manage presets (N)': every preset kept with the account, newest first, each to rename or
 * delete in its row (one at a time); saved through the user settings like 'Save as preset'.
 */
export function PresetManager({ headers, onRenamed, onDeleted }: Props) {
  const { t } = useTranslation();
  const toggle = useRef<HTMLButtonElement>(null);
  const kept = useUserSettings().data?.settings.value.figurePresets;
  const presets = useMemo(() => [...(kept ?? [])].sort((a, b) => b.savedAt.localeCompare(a.savedAt)), [kept]);
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [focus, setFocus] = useState<{ name: string; button: Editing['mode'] } | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: 'success' | 'info' } | null>(null);
  if (presets.length === 0 && !notice) return null;

  const setMode = (name: string, mode: PresetRowMode) => {
    setNotice(null);
    setFocus(mode === 'view' && editing ? { name, button: editing.mode } : null);
    setEditing(mode === 'view' ? null : { name, mode });
  };
  /** A row's work is done: the notice says what, the focus goes where the user carries on. */
  const finish = (text: string, tone: 'success' | 'info', focusRow: string | null) => {
    setEditing(null);
    setNotice({ text, tone });
    setFocus(focusRow === null ? null : { name: focusRow, button: 'rename' });
    if (focusRow === null) toggle.current?.focus();
  };

  return (
    <section className="space-y-2">
      <button ref={toggle} type="button" aria-expanded={open} className={buttonClass('ghost', 'sm', '-ml-3')} onClick={() => setOpen(!open)}>
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        {t('figures.import.presets.manage', { number: presets.length })}
      </button>
      {open &&
        (presets.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('figures.import.presets.none')}</p>
        ) : (
          <ul aria-label={t('figures.import.presets.listLabel')} className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
            {presets.map((preset) => (
              <li key={preset.name} className="px-3 py-2">
                <PresetRow
                  preset={preset}
                  forThisFile={sameHeadings(preset.headers, headers)}
                  kept={presets}
                  mode={editing?.name === preset.name ? editing.mode : 'view'}
                  onMode={(mode) => setMode(preset.name, mode)}
                  focus={focus?.name === preset.name ? focus.button : null}
                  onRenamed={(from, to) => {
                    finish(t('figures.import.presets.renamed', { from, to }), 'success', to);
                    onRenamed(from, to);
                  }}
                  onGone={(name) => finish(t('figures.import.presets.gone', { name }), 'info', null)}
                  onDeleted={(name) => {
                    finish(t('figures.import.presets.deleted', { name }), 'success', null);
                    onDeleted(name);
                  }}
                />
              </li>
            ))}
          </ul>
        ))}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
    </section>
  );
}
