import { useActiveTreeStatus } from '../../trees/active-tree';
import { Card, PageFrame } from '../PagePlaceholder';

/** Teamlist frame: the partners by name (the full table comes with its own issue). */
export function TeamlistPage() {
  const { status } = useActiveTreeStatus();
  const profiles = status?.teamtree.profiles ?? [];
  return (
    <PageFrame title="Teamlist">
      <Card>
        {profiles.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">No partners</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {profiles.map((p) => (
              <li key={p.id} className="flex justify-between py-2 text-sm">
                <span>{p.name}</span>
                <span className="text-slate-600 dark:text-slate-400">{p.billDate ?? '—'}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </PageFrame>
  );
}
