import type { ReactNode } from 'react';
import { BrandMark } from './BrandMark';
import { ThemeToggle } from './ThemeToggle';
import { useTranslation } from 'react-i18next';

/** The frame of the sign-in and sign-up screens: a brand panel and the form card. */
export function AuthLayout({ title, subtitle, children, wide = false }: { title: string; subtitle?: ReactNode; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen">
      <aside className="relative hidden w-[38%] max-w-xl flex-col justify-between overflow-hidden bg-gradient-to-br from-brand-800 via-emerald-800 to-teal-900 p-10 text-white lg:flex">
        <BrandMark size="panel" />
        <div className="space-y-4">
          <p className="text-3xl leading-tight font-semibold">{t('auth.brandHeadline')}</p>
          <p className="max-w-sm text-emerald-50/90">
            {t('auth.brandText')}
          </p>
        </div>
        <svg aria-hidden="true" viewBox="0 0 200 120" className="absolute -right-10 -bottom-6 w-80 opacity-15">
          <g fill="none" stroke="currentColor" strokeWidth="3">
            <path d="M100 20v30M100 50H50v30M100 50h50v30M50 80H25v25M50 80h25v25M150 80h25v25" />
          </g>
          <g fill="currentColor">
            <circle cx="100" cy="18" r="9" />
            <circle cx="50" cy="80" r="8" />
            <circle cx="150" cy="80" r="8" />
            <circle cx="25" cy="106" r="6" />
            <circle cx="75" cy="106" r="6" />
            <circle cx="175" cy="106" r="6" />
          </g>
        </svg>
        <p className="text-sm text-emerald-50/80">{t('auth.brandFooter')}</p>
      </aside>
      <main className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-center justify-between p-2 sm:justify-end sm:p-4">
          <BrandMark size="bar" />
          <ThemeToggle />
        </div>
        <div className="flex flex-1 items-start justify-center px-4 pb-12 sm:items-center sm:px-6">
          <div className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
            <div className="mb-6">
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
              {subtitle && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{subtitle}</p>}
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">{children}</div>
          </div>
        </div>
      </main>
    </div>
  );
}

export function Divider({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="my-5 flex items-center gap-3 text-xs tracking-wide text-slate-600 uppercase dark:text-slate-400">
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      {label ?? t('auth.or')}
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
    </div>
  );
}
