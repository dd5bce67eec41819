import { NO_CONTACT_DAYS, noContactFor } from '@shared/domain/last-contact';
import type { FollowUpSummary } from '@shared/schemas/follow-up-summary';

/** A partner's follow-ups as the Teamlist shows them (docs/follow-ups.md "On the Teamlist"). */
export interface FollowUpFigures {
  lastContact: string | null;
  nextFollowUp: string | null;
}

const NONE: FollowUpFigures = Object.freeze({ lastContact: null, nextFollowUp: null });

/** The summary's partners by id (a partner not in it has neither figure). */
export function followUpsById(summary: FollowUpSummary | undefined): Map<string, FollowUpFigures> {
  return new Map((summary?.profiles ?? []).map((p) => [p.profileId, { lastContact: p.lastContact, nextFollowUp: p.nextFollowUp }]));
}

/** The rows with 'Last contact' and 'Next follow-up'. */
export function withFollowUps<P extends { id: string }>(rows: readonly P[], figures: ReadonlyMap<string, FollowUpFigures>): (P & FollowUpFigures)[] {
  return rows.map((row) => ({ ...row, ...(figures.get(row.id) ?? NONE) }));
}

/** The filter 'No contact for 30 days': partners never contacted, or last contacted 30 or more calendar days before `today` (the device's zone). */
export function withoutContact<P extends FollowUpFigures>(rows: readonly P[], today: string): P[] {
  return rows.filter((row) => noContactFor(row.lastContact, NO_CONTACT_DAYS, today));
}
