import { useActiveTreeStatus } from '../../trees/active-tree';
import { Card, PageFrame } from '../PagePlaceholder';

/** Teambars frame (the grouped columns come with their own issue). */
export function TeambarsPage() {
  const { status } = useActiveTreeStatus();
  const profiles = status?.teamtree.profiles ?? [];
  return (
    <PageFrame title="Teambars">
      <Card>
        {profiles.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">Keine Profile für diesen Filter.</p>
        ) : (
          <p className="text-slate-600 dark:text-slate-400">{profiles.length} profiles</p>
        )}
      </Card>
    </PageFrame>
  );
}
