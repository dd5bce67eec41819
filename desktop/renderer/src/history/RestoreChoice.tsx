import type { RestorePreview } from '@shared/schemas/history';
import { Button } from '../components/Button';

const count = (n: number) => n.toLocaleString('en-US');

/** The warning's sentence: '412 of these 1,458 partners look like partners already in the tree.' */
export function lookalikeText({ count: all, duplicates }: RestorePreview): string {
  if (duplicates === all) return all === 1 ? 'This partner looks like a partner already in the tree.' : `All ${count(all)} partners look like partners already in the tree.`;
  return `${count(duplicates)} of these ${count(all)} partners ${duplicates === 1 ? 'looks' : 'look'} like ${duplicates === 1 ? 'a partner' : 'partners'} already in the tree.`;
}

/**
 * Before restoring an item some of whose partners the tree has already (docs/history.md
 * "Lookalikes"): says how many, and offers to restore only the others, all of them, or nothing.
 * Inside 'Recently deleted', in place of the item's Restore button; its buttons wrap on a phone.
 */
export function RestoreChoice({ name, preview, onRestore, onCancel }: { name: string; preview: RestorePreview; onRestore(skipDuplicates: boolean): void; onCancel(): void }) {
  const others = preview.count - preview.duplicates;
  return (
    <div role="group" aria-label={`Restore ${name}?`} className="mt-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
      <p>{lookalikeText(preview)}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {others > 0 && (
          <Button size="sm" onClick={() => onRestore(true)}>
            {`Restore the other ${count(others)}`}
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={() => onRestore(false)}>
          {preview.count === 1 ? 'Restore it anyway' : `Restore all ${count(preview.count)}`}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
