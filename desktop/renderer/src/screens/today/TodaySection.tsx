import type { ReactNode } from 'react';
import { HiddenByOwner } from '../../components/HiddenByOwner';

/**
 * A part of the Today page, reachable by its id (`/today#today-bills`: the bell's week lines).
 * Focusable from a script only, so that arriving at it takes the keyboard there too.
 */
export function TodaySection({ id, title, count, children }: { id: string; title: string; count?: string; children: ReactNode }) {
  return (
    <section id={id} tabIndex={-1} aria-labelledby={`${id}-title`} className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={`${id}-title`} className="flex items-baseline gap-2 px-1 text-lg font-semibold">
        {title}
        {count && <span className="text-sm font-normal text-slate-600 dark:text-slate-400">{count}</span>}
      </h2>
      {children}
    </section>
  );
}

/** A part whose field the tree's owner hides from the viewer (a READ member): it says so instead of listing nothing. */
export function HiddenSection({ id, title }: { id: string; title: string }) {
  return (
    <TodaySection id={id} title={title}>
      <p className="px-1 pt-2 text-sm">
        <HiddenByOwner />
      </p>
    </TodaySection>
  );
}

export const SUBHEADING = 'mt-3 px-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';
