import { useState } from 'react';

/** How many of a long list are shown, and the button that shows `step` more. */
export function useShown(total: number, step: number): { shown: number; more: number; showMore(): void } {
  const [shown, setShown] = useState(step);
  return { shown: Math.min(shown, total), more: Math.max(0, total - shown), showMore: () => setShown((n) => n + step) };
}

export function ShowMoreButton({ more, step, what, onClick }: { more: number; step: number; what: string; onClick(): void }) {
  if (more <= 0) return null;
  return (
    <button
      type="button"
      onClick={onClick}
      className="mt-1 flex min-h-11 w-full items-center justify-center rounded-lg text-sm font-medium text-brand-800 hover:bg-slate-50 dark:text-emerald-300 dark:hover:bg-slate-800/60"
    >
      {more > step ? `Show ${step} more ${what} (${more} left)` : `Show ${more} more ${what}`}
    </button>
  );
}
