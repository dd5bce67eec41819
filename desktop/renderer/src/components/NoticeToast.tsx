import { useNotice } from '../stores/notice-store';
import { CloseIcon } from './Icons';

/** The app-wide notice (see notice-store.ts), announced politely, dismissible. */
export function NoticeToast() {
  const notice = useNotice((s) => s.notice);
  const dismiss = useNotice((s) => s.dismiss);
  if (!notice) return null;
  return (
    <div
      role="status"
      className="fixed right-4 bottom-4 z-50 flex max-w-md items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950 shadow-lg dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50"
    >
      <p className="min-w-0 flex-1">{notice}</p>
      <button type="button" onClick={dismiss} aria-label="Dismiss" className="rounded p-0.5 hover:bg-sky-100 dark:hover:bg-sky-900">
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
