import { historyActionsHiddenFrom, maskChange, normaliseHidden } from '../../shared/domain/read-privacy';
import { SERVER_EVENTS } from '../../shared/schemas/realtime';
import { nowOf, type AppContext } from '../app-context';
import { afterCommit } from '../realtime/after-commit';
import { treeHideFromRead } from '../trees/tree-privacy';
import { listenForEntries } from './entry-notices';
import { readEntry } from './history-reads';

/**
 * Sends every committed history entry to the tree's room as `history-entry {teamtreeId, entry}`
 * (docs/history.md "Live"; READ members' copy masked: docs/privacy.md "What READ members see"): the write gateway announces each entry after its commit
 * (entry-notices.ts), so every write reaches the open pages, whatever route made it. The
 * context's hub is looked up per entry (it is attached after the server starts).
 */
export function sendHistoryEntries(app: Pick<AppContext, 'db' | 'hub' | 'log' | 'clock'>): void {
  listenForEntries(app.db, (teamtreeId, entryId) => {
    void afterCommit(app.log, SERVER_EVENTS.historyEntry, async () => {
      const [entry, hideFromRead] = await Promise.all([readEntry(app.db, teamtreeId, entryId, null, nowOf(app)), treeHideFromRead(app.db, teamtreeId)]);
      if (!entry) return;
      const hidden = normaliseHidden(hideFromRead);
      // READ members get no entry of a task, nor of a note while the tree hides them; changes of
      // the fields hidden from them come with both values empty.
      const forReaders = historyActionsHiddenFrom('READ', hideFromRead).includes(entry.action as never)
        ? null
        : hidden.length > 0
          ? { teamtreeId, entry: { ...entry, changes: entry.changes.map((change) => maskChange(change, hidden)) } }
          : undefined;
      app.hub.historyToTree({ teamtreeId, entry }, forReaders);
    });
  });
}
