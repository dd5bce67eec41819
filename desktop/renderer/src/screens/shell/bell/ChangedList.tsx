import { Popover } from 'radix-ui';
import { BellSection } from './BellSection';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { partnerHref } from '../../../lib/partner-link';

/** 'Changed since you last looked': partners whose data changed after the bell was last opened. */
export function ChangedList({ treeId, profiles, total }: { treeId: string; profiles: { id: string; name: string }[]; total: number }) {
  const { t } = useTranslation();
  if (profiles.length === 0) return null;
  return (
    <BellSection
      id="bell-changed"
      title={t('bell.changed')}
      className=""
      after={total > profiles.length && <p className="px-2 text-xs text-slate-600 dark:text-slate-400">{t('bell.andMore', { count: total - profiles.length })}</p>}
    >
      {profiles.map((p) => (
        <li key={p.id} className="rounded-md px-2 py-1 text-sm">
          <Popover.Close asChild>
            <Link to={partnerHref(treeId, p.id)} className="block truncate hover:underline focus-visible:underline touch:py-3">
              {p.name}
            </Link>
          </Popover.Close>
        </li>
      ))}
    </BellSection>
  );
}
