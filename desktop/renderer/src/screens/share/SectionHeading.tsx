import type { ReactNode } from 'react';

/** The heading of a Share dialog section; its `id` is what the section's `aria-labelledby` names. */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h3 id={id} className="text-sm font-semibold">
      {children}
    </h3>
  );
}
