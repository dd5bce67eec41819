import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { partnerHref } from '../../../lib/partner-link';

/** 'Changed since you last looked': partners whose data changed after the bell was last opened. */
export function ChangedList({ treeId, profiles, total }: { treeId: string; profiles: { id: string; name: string }[]; total: number }) {
  const { t } = useTranslation();
  if (profiles.length === 0) return null;
  return (
    <section aria-labelledby="bell-changed">
      <h3 id="bell-changed" className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {t('bell.changed')}
      </h3>
      <ul className="space-y-0.5" aria-labelledby="bell-changed">
        {profiles.map((p) => (
          <li key={p.id} className="rounded-md px-2 py-1 text-sm">
            <Popover.Close asChild>
              <Link to={partnerHref(treeId, p.id)} className="block truncate hover:underline focus-visible:underline touch:py-3">
                {p.name}
              </Link>
            </Popover.Close>
          </li>
        ))}
      </ul>
      {total > profiles.length && <p className="px-2 text-xs text-slate-600 dark:text-slate-400">{t('bell.andMore', { count: total - profiles.length })}</p>}
    </section>
  );
}
