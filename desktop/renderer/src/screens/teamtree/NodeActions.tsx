import { PlusIcon, TrashIcon } from '../../components/Icons';

interface Props {
  name: string;
  onEdit(): void;
  onDelete(): void;
  onAddChild(): void;
}

const button =
  'flex size-9 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 shadow-md hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';

/** The selected node's actions, shown just below it over the canvas. */
export function NodeActions({ name, onEdit, onDelete, onAddChild }: Props) {
  return (
    <div role="toolbar" aria-label={`Actions for ${name}`} className="flex gap-1.5">
      <button type="button" className={button} aria-label={`Edit ${name}`} title="Edit" onClick={onEdit}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
          <path d="M4 20h4L19 9l-4-4L4 16v4Z" />
        </svg>
      </button>
      <button type="button" className={`${button} hover:text-red-700`} aria-label={`Delete ${name}`} title="Delete" onClick={onDelete}>
        <TrashIcon className="size-4" />
      </button>
      <button type="button" className={button} aria-label={`Add child to ${name}`} title="Add child" onClick={onAddChild}>
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}
