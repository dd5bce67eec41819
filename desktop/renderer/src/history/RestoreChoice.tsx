import { useTranslation } from 'react-i18next';
import type { RestorePreview } from '@shared/schemas/history';
import { Button } from '../components/Button';
import { formatNumber } from '../i18n/formats';
import { currentLanguage, t } from '../i18n/i18n';

const count = (n: number) => formatNumber(n, currentLanguage());

/** The warning's sentence: '412 of these 1,458 partners look like partners already in the tree.' ('412 dieser 1.458 Partner ...'). */
export function lookalikeText({ count: all, duplicates }: RestorePreview): string {
  if (duplicates === all) return all === 1 ? t('history.lookalikeOne') : t('history.lookalikeAll', { all: count(all) });
  return t('history.lookalikeSome', { count: duplicates, duplicates: count(duplicates), all: count(all) });
}

/**
 * Before restoring an item some of whose partners the tree has already (docs/history.md
 * "Lookalikes"): says how many, and offers to restore only the others, all of them, or nothing.
 * Inside 'Recently deleted', in place of the item's Restore button; its buttons wrap on a phone.
 */
export function RestoreChoice({ name, preview, onRestore, onCancel }: { name: string; preview: RestorePreview; onRestore(skipDuplicates: boolean): void; onCancel(): void }) {
  const { t } = useTranslation();
  const others = preview.count - preview.duplicates;
  return (
    <div role="group" aria-label={t('history.restoreQuestion', { name })} className="mt-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
      <p>{lookalikeText(preview)}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {others > 0 && (
          <Button size="sm" onClick={() => onRestore(true)}>
            {t('history.restoreOthers', { number: count(others) })}
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={() => onRestore(false)}>
          {preview.count === 1 ? t('history.restoreAnyway') : t('history.restoreAll', { number: count(preview.count) })}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </div>
  );
}
