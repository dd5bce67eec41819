import type { ReactNode } from 'react';
import { BrandMark } from '../../components/BrandMark';

/** The frame of the join screens: a centred card under the TeamTree mark. */
export function JoinLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 p-4 sm:p-6">
      <BrandMark size="page" />
      <section className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="mb-3 text-2xl font-semibold tracking-tight">{title}</h1>
        {children}
      </section>
    </main>
  );
}
