import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * How many of a long list are shown (`step` at first, `step` more per 'Show more'), and in the
 * page's first frame at most `first` of them (null once the rest may follow).
 */
export function useShown(total: number, step: number, first: number | null): { shown: number; more: number; showMore(): void } {
  const [allowed, setAllowed] = useState(step);
  return { ...shownRows(total, allowed, first), showMore: () => setAllowed((n) => n + step) };
}

/** Of `total` rows, with `allowed` let through so far: how many show, and how many more there are ('Show more' waits for the first frame to pass). */
export function shownRows(total: number, allowed: number, first: number | null): { shown: number; more: number } {
  return { shown: Math.min(allowed, total, first ?? total), more: first === null ? Math.max(0, total - allowed) : 0 };
}

export function ShowMoreButton({ more, step, what, onClick }: { more: number; step: number; what: string; onClick(): void }) {
  const { t } = useTranslation();
  if (more <= 0) return null;
  return (
    <button
      type="button"
      onClick={onClick}
      className="mt-1 flex min-h-11 w-full items-center justify-center rounded-lg text-sm font-medium text-brand-800 hover:bg-slate-50 dark:text-emerald-300 dark:hover:bg-slate-800/60"
    >
      {more > step ? t('today.showMoreLeft', { step, what, count: more }) : t('today.showMore', { count: more, what })}
    </button>
  );
}
