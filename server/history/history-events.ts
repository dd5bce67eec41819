import { SERVER_EVENTS } from '../../shared/schemas/realtime';
import { nowOf, type AppContext } from '../app-context';
import { afterCommit } from '../realtime/after-commit';
import { listenForEntries } from './entry-notices';
import { readEntry } from './history-reads';

/**
 * Sends every committed history entry to the tree's room as `history-entry {teamtreeId, entry}`
 * (docs/history.md "Live"): the write gateway announces each entry after its commit
 * (entry-notices.ts), so every write reaches the open pages, whatever route made it. The
 * context's hub is looked up per entry (it is attached after the server starts).
 */
export function sendHistoryEntries(app: Pick<AppContext, 'db' | 'hub' | 'log' | 'clock'>): void {
  listenForEntries(app.db, (teamtreeId, entryId) => {
    void afterCommit(app.log, SERVER_EVENTS.historyEntry, async () => {
      const entry = await readEntry(app.db, teamtreeId, entryId, null, nowOf(app));
      if (entry) app.hub.historyToTree({ teamtreeId, entry });
    });
  });
}
