import { useState } from 'react';
import type { HistoryEntry } from '@shared/schemas/history';
import { SelectField } from '../components/Field';
import { Modal } from '../components/Dialog';
import { ACTION_LABELS, whoText, type NameOf } from './entry-text';
import { HistoryList } from './HistoryList';
import { useHistoryList } from './use-history';

const ALL_MEMBERS = 'All members';
const ALL_KINDS = 'All changes';
const KINDS = Object.values(ACTION_LABELS);

/** Who made the entries the tree's activity has loaded, for the member filter. */
function useLoadedMembers(teamtreeId: string): string[] {
  // The list's own query (one cache entry): this re-renders with each page read.
  const { data } = useHistoryList(teamtreeId, null);
  const names = new Set<string>();
  for (const page of data?.pages ?? []) for (const entry of page.entries) names.add(whoText(entry));
  return [...names].sort((a, b) => a.localeCompare(b));
}

/**
 * The tree's activity: every recorded change, newest first, filtered by member and by kind of
 * change (over the pages read; 'Show more' reads further), kept current by the tree's
 * `history-entry` events (useHistoryLive on the tree page). A full-height sheet on phones.
 */
export function ActivityPanel({ teamtreeId, nameOf, onClose }: { teamtreeId: string; nameOf: NameOf; onClose(): void }) {
  const [member, setMember] = useState(ALL_MEMBERS);
  const [kind, setKind] = useState(ALL_KINDS);
  const members = useLoadedMembers(teamtreeId);
  const accept = (entry: HistoryEntry) => (member === ALL_MEMBERS || whoText(entry) === member) && (kind === ALL_KINDS || ACTION_LABELS[entry.action] === kind);
  return (
    <Modal open onRequestClose={onClose} title="Activity" description="Every change to this TeamTree's partners, newest first." width="max-w-2xl">
      <div className="mb-3 grid gap-3 sm:grid-cols-2">
        <SelectField label="Member" value={member} onChange={(e) => setMember(e.target.value)} options={[ALL_MEMBERS, ...members]} />
        <SelectField label="Kind of change" value={kind} onChange={(e) => setKind(e.target.value)} options={[ALL_KINDS, ...KINDS]} />
      </div>
      <HistoryList teamtreeId={teamtreeId} profileId={null} nameOf={nameOf} accept={accept} label="Activity" />
    </Modal>
  );
}
