import { useTranslation } from 'react-i18next';
import type { RankDraft, RankField } from '@shared/domain/rank-plan-input';
import { TextField } from '../../../components/Field';

/** The buttons' signs; their names (aria-label) say what they do. */
const SIGNS = { up: '↑', down: '↓', remove: '✕' };

const iconButton =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 disabled:opacity-40 touch:min-h-11 touch:min-w-11 dark:text-slate-200 dark:hover:bg-slate-800';

/** The id of a rank's input or button, so the section can move the focus to it. */
export const rankControlId = (base: string, key: string, control: RankField | 'up' | 'down') => `${base}-${key}-${control}`;

interface RankRowProps {
  /** The section's id prefix and the row's lasting key (its controls' ids). */
  base: string;
  rowKey: string;
  /** Its place, from 1 (the lowest rank). */
  place: number;
  count: number;
  draft: RankDraft;
  /** Each field's message, when it has one. */
  errors: Partial<Record<RankField, string>>;
  onChange(field: RankField, value: string): void;
  onMove(step: -1 | 1): void;
  onRemove(): void;
}

/** One rank of the plan: its name, minimum PV, minimum team volume and largest leg share; 'Move up', 'Move down', 'Remove'. */
export function RankRow({ base, rowKey, place, count, draft, errors, onChange, onMove, onRemove }: RankRowProps) {
  const { t } = useTranslation();
  const headingId = `${base}-${rowKey}-heading`;
  const field = (name: RankField, label: string, extra: { inputMode?: 'decimal'; placeholder?: string } = {}) => (
    <TextField
      id={rankControlId(base, rowKey, name)}
      label={label}
      name={name}
      value={draft[name]}
      error={errors[name]}
      autoComplete="off"
      onChange={(event) => onChange(name, event.target.value)}
      {...extra}
    />
  );
  return (
    <li className="rounded-lg border border-slate-200 p-2 dark:border-slate-700">
      <div role="group" aria-labelledby={headingId} className="space-y-2">
        <div className="flex items-center gap-1">
          <span id={headingId} className="flex-1 text-sm font-medium">
            {t('figures.rankPlan.rankN', { n: place })}
          </span>
          <button type="button" id={rankControlId(base, rowKey, 'up')} className={iconButton} aria-label={t('figures.rankPlan.moveUp', { n: place })} disabled={place === 1} onClick={() => onMove(-1)}>
            {SIGNS.up}
          </button>
          <button type="button" id={rankControlId(base, rowKey, 'down')} className={iconButton} aria-label={t('figures.rankPlan.moveDown', { n: place })} disabled={place === count} onClick={() => onMove(1)}>
            {SIGNS.down}
          </button>
          <button type="button" className={iconButton} aria-label={t('figures.rankPlan.remove', { n: place })} onClick={onRemove}>
            {SIGNS.remove}
          </button>
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          {field('name', t('figures.rankPlan.name'))}
          {field('minPv', t('figures.rankPlan.minPv'), { inputMode: 'decimal' })}
          {field('minTeamVolume', t('figures.rankPlan.minTeamVolume'), { inputMode: 'decimal' })}
          {field('maxLegShare', t('figures.rankPlan.maxLegShare'), { inputMode: 'decimal', placeholder: t('figures.rankPlan.noLimit') })}
        </div>
      </div>
    </li>
  );
}
