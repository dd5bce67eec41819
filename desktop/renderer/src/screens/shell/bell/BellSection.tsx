import type { ReactNode } from 'react';

/**
 * One list of the bell's popover: its heading (`id` names it) over the list's items, and what
 * follows the list (e.g. 'and 3 more').
 */
export function BellSection({ id, title, className = 'mb-2', after, children }: { id: string; title: string; className?: string; after?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {title}
      </h3>
      <ul className="space-y-0.5" aria-labelledby={id}>
        {children}
      </ul>
      {after}
    </section>
  );
}
