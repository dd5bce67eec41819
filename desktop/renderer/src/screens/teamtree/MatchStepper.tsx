interface Props {
  /** The current match (0-based), or -1 before one was chosen. */
  position: number;
  count: number;
  onGoTo(at: number): void;
}

/** 'n of m' (or 'm found') with previous and next through every match of the search. */
export function MatchStepper({ position, count, onGoTo }: Props) {
  return (
    <div className="flex items-center gap-1 rounded-lg bg-white/80 text-sm backdrop-blur dark:bg-slate-900/80">
      <button type="button" aria-label="Previous match" className="flex items-center justify-center rounded px-1.5 py-1 hover:bg-slate-100 touch:size-11 dark:hover:bg-slate-800" onClick={() => onGoTo(position - 1)}>
        ‹
      </button>
      <output aria-live="polite" className="tabular-nums whitespace-nowrap">
        {position >= 0 ? `${position + 1} of ${count}` : `${count} found`}
      </output>
      <button type="button" aria-label="Next match" className="flex items-center justify-center rounded px-1.5 py-1 hover:bg-slate-100 touch:size-11 dark:hover:bg-slate-800" onClick={() => onGoTo(position + 1)}>
        ›
      </button>
    </div>
  );
}
