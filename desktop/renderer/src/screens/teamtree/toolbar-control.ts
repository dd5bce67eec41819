/** A button or select of the tree page's toolbar: 36 px beside a mouse, 44 px on touch screens. */
export const toolbarControl =
  'flex h-9 min-w-9 items-center justify-center rounded-lg whitespace-nowrap border border-slate-300 bg-white px-2 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-100 disabled:opacity-50 aria-pressed:border-emerald-600 aria-pressed:bg-emerald-50 touch:h-11 touch:min-w-11 dark:border-slate-600 dark:aria-pressed:bg-emerald-950 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';
