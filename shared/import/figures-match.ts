import { nameKey, type PartnerRow } from '../domain/restore-lookalikes';

/**
 * Which partner of the tree a row of a monthly export is (docs/figures.md "Importing a month").
 * Partners carry the back office's ID when a partner import stored it (`externalId`; the tree's
 * root never does); the profile has no other number. So a row is matched:
 *
 * 1. by its back-office ID, when a partner of the tree carries it;
 * 2. else by its name (case, outer and doubled spaces aside; `Müller, Jürgen` is also tried as
 *    `Jürgen Müller`): one partner of that name is the row's partner;
 * 3. two or more of that name: the one whose upline the row's upline cell names (by name or by
 *    the upline's back-office ID); none or several of them: ambiguous, not written.
 *
 * A row matching nobody is unknown: listed, not written.
 */

export type { PartnerRow };

export interface RowKeys {
  externalId: string;
  name: string;
  upline: string;
}

export type RowMatch =
  | { kind: 'partner'; partner: PartnerRow; by: 'id' | 'name' | 'upline' }
  /** No partner of the tree has the row's ID or name. */
  | { kind: 'unknown' }
  /** Several partners have the row's name, and its upline does not tell which one. */
  | { kind: 'ambiguous' }
  /** The row has neither an ID nor a name. */
  | { kind: 'noKey' };

export interface PartnerIndex {
  byExternalId: ReadonlyMap<string, PartnerRow>;
  byName: ReadonlyMap<string, readonly PartnerRow[]>;
  byId: ReadonlyMap<string, PartnerRow>;
}

/** An empty index, filled one partner at a time (`indexPartner`), so a large tree can be indexed in slices. */
export const newPartnerIndex = (): PartnerIndex => ({ byExternalId: new Map(), byName: new Map(), byId: new Map() });

export function indexPartner(index: PartnerIndex, partner: PartnerRow): void {
  const byName = index.byName as Map<string, PartnerRow[]>;
  (index.byId as Map<string, PartnerRow>).set(partner.id, partner);
  if (partner.externalId !== null) (index.byExternalId as Map<string, PartnerRow>).set(partner.externalId, partner);
  const key = nameKey(partner.name);
  const list = byName.get(key);
  if (list) list.push(partner);
  else byName.set(key, [partner]);
}

export function partnerIndex(partners: readonly PartnerRow[]): PartnerIndex {
  const index = newPartnerIndex();
  for (const partner of partners) indexPartner(index, partner);
  return index;
}

/** `Müller, Jürgen` as `Jürgen Müller` (a back office writing the last name first); null for other names. */
export function lastNameFirst(name: string): string | null {
  const parts = name.split(',');
  if (parts.length !== 2) return null;
  const [last, first] = parts.map((part) => part.trim());
  return last && first ? `${first} ${last}` : null;
}

function namedPartners(name: string, index: PartnerIndex): readonly PartnerRow[] {
  const found = index.byName.get(nameKey(name));
  if (found) return found;
  const swapped = lastNameFirst(name);
  return (swapped === null ? undefined : index.byName.get(nameKey(swapped))) ?? [];
}

/** Whether the row's upline cell names this partner's upline, by name or by back-office ID. */
function uplineNamed(partner: PartnerRow, upline: string, index: PartnerIndex): boolean {
  const parent = partner.parentId === null ? undefined : index.byId.get(partner.parentId);
  if (!parent) return false;
  if (parent.externalId !== null && parent.externalId === upline) return true;
  const key = nameKey(upline);
  const swapped = lastNameFirst(upline);
  return nameKey(parent.name) === key || (swapped !== null && nameKey(parent.name) === nameKey(swapped));
}

export function matchRow(keys: RowKeys, index: PartnerIndex): RowMatch {
  const externalId = keys.externalId.trim();
  const name = keys.name.trim();
  if (externalId !== '') {
    const partner = index.byExternalId.get(externalId);
    if (partner) return { kind: 'partner', partner, by: 'id' };
  }
  if (name === '') return externalId === '' ? { kind: 'noKey' } : { kind: 'unknown' };
  const named = namedPartners(name, index);
  if (named.length === 0) return { kind: 'unknown' };
  if (named.length === 1) return { kind: 'partner', partner: named[0], by: 'name' };
  const upline = keys.upline.trim();
  const under = upline === '' ? [] : named.filter((partner) => uplineNamed(partner, upline, index));
  return under.length === 1 ? { kind: 'partner', partner: under[0], by: 'upline' } : { kind: 'ambiguous' };
}
