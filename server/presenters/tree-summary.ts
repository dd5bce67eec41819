import type { Permission } from '../../shared/domain/constants';
import type { TreeSummary } from '../../shared/schemas/teamtree';

/** A tree the caller is a member of, with its owner's names and the caller's permission. */
export interface TreeSummaryRow {
  id: string;
  name: string;
  ownerId: string;
  ownerFirstName: string;
  ownerLastName: string;
  permission: Permission;
}

export function fullName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`;
}

export function presentTreeSummary(row: TreeSummaryRow): TreeSummary {
  return {
    id: row.id,
    name: row.name,
    ownerId: row.ownerId,
    ownerName: fullName(row.ownerFirstName, row.ownerLastName),
    members: [{ permission: row.permission }],
  };
}
