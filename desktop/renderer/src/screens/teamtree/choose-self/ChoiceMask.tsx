import { useTranslation } from 'react-i18next';

/** Lies over the tree while it waits for 'Select yourself!': the tree shows through, visibly out of reach. */
export function ChoiceMask() {
  const { t } = useTranslation();
  return (
    <div data-testid="select-yourself-mask" className="absolute inset-0 z-10 flex items-center justify-center bg-slate-100/70 p-6 backdrop-blur-[2px] dark:bg-slate-950/70">
      <div data-testid="select-yourself-hint" className="max-w-md rounded-xl border border-slate-200 bg-white px-5 py-4 text-center shadow-lg dark:border-slate-700 dark:bg-slate-900">
        {/* The panel is beside the tree, or under it on a phone. */}
        <p className="font-semibold text-slate-900 dark:text-slate-50">
          <span className="max-sm:hidden">{t('teamtree.choose.wide')}</span>
          <span className="sm:hidden">{t('teamtree.choose.phone')}</span>
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('teamtree.choose.opens')}</p>
      </div>
    </div>
  );
}
