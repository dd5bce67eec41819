import { useTranslation } from 'react-i18next';
import { countText } from './tree-texts';

/** The arrows are glyphs, the same in every language (the buttons are named by their labels). */
const [PREVIOUS, NEXT] = ['‹', '›'];

interface Props {
  /** The current match (0-based), or -1 before one was chosen. */
  position: number;
  count: number;
  onGoTo(at: number): void;
}

/** 'n of m' (or 'm found') with previous and next through every match of the search. */
export function MatchStepper({ position, count, onGoTo }: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-1 rounded-lg bg-white/80 text-sm backdrop-blur dark:bg-slate-900/80">
      <button type="button" aria-label={t('teamtree.search.previous')} className="flex items-center justify-center rounded px-1.5 py-1 hover:bg-slate-100 touch:size-11 dark:hover:bg-slate-800" onClick={() => onGoTo(position - 1)}>
        {PREVIOUS}
      </button>
      <output aria-live="polite" className="tabular-nums whitespace-nowrap">
        {position >= 0 ? t('teamtree.search.position', { position: countText(position + 1), n: countText(count) }) : t('teamtree.search.found', { n: countText(count) })}
      </output>
      <button type="button" aria-label={t('teamtree.search.next')} className="flex items-center justify-center rounded px-1.5 py-1 hover:bg-slate-100 touch:size-11 dark:hover:bg-slate-800" onClick={() => onGoTo(position + 1)}>
        {NEXT}
      </button>
    </div>
  );
}
