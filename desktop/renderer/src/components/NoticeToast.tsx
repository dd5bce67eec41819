import { useEffect } from 'react';
import { useNotice } from '../stores/notice-store';
import { DismissButton } from './DismissButton';

/** The app-wide notice (see notice-store.ts), announced politely, dismissible; an action's notice goes after its seconds. */
export function NoticeToast() {
  const notice = useNotice((s) => s.notice);
  const action = useNotice((s) => s.action);
  const serial = useNotice((s) => s.serial);
  const dismiss = useNotice((s) => s.dismiss);
  useEffect(() => {
    if (!action) return;
    const timer = window.setTimeout(() => {
      if (useNotice.getState().serial === serial) dismiss();
    }, action.seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [action, serial, dismiss]);
  if (!notice) return null;
  return (
    <div
      role="status"
      className="fixed right-4 bottom-4 z-50 flex max-w-md items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950 shadow-lg max-sm:left-4 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50"
    >
      <p className="min-w-0 flex-1 self-center">{notice}</p>
      {action && (
        <button
          type="button"
          onClick={() => {
            dismiss();
            action.run();
          }}
          className="rounded-md px-2 py-0.5 font-semibold text-sky-900 underline underline-offset-2 hover:bg-sky-100 touch:min-h-11 dark:text-sky-100 dark:hover:bg-sky-900"
        >
          {action.label}
        </button>
      )}
      <DismissButton onDismiss={dismiss} className="rounded p-0.5 hover:bg-sky-100 dark:hover:bg-sky-900" />
    </div>
  );
}
