import { orderValueKey } from './category-order';

/*
 * A partner's back-office figures of one month as the Teamlist, Teambars and the tree read them
 * (docs/figures.md "Teamlist, Teambars and tree"), and the Teamlist's two figure filters.
 * Pure: the renderer filters, sorts and groups with it.
 */

/** One month's figures of a partner; every value null when the month has none for them. */
export interface FigureValues {
  pv: number | null;
  gv: number | null;
  /** Own PV plus everyone below (the server's sum; null while no month is shown). */
  teamVolume: number | null;
  rank: string | null;
  paidRank: string | null;
  autoship: boolean | null;
  /** A calendar day, `YYYY-MM-DD`. */
  lastOrder: string | null;
}

export const NO_FIGURE_VALUES: FigureValues = Object.freeze({ pv: null, gv: null, teamVolume: null, rank: null, paidRank: null, autoship: null, lastOrder: null });

/** What the month's answer holds for a partner (use-figures.ts `PartnerFigures`). */
export interface MonthEntry {
  figures: { pv: number | null; gv: number | null; rank: string | null; paidRank: string | null; autoship: boolean | null; lastOrder: string | null } | null;
  teamVolume: number;
}

/** A month's entries by partner id (use-figures.ts `MonthFigures` is one). */
export interface MonthEntries {
  period: string;
  byProfile: ReadonlyMap<string, MonthEntry>;
}

/** A partner's values from the month's entry; a rank of blanks is no rank. */
export function figureValuesOf(entry: MonthEntry | undefined): FigureValues {
  if (!entry) return NO_FIGURE_VALUES;
  const f = entry.figures;
  return {
    pv: f?.pv ?? null,
    gv: f?.gv ?? null,
    teamVolume: entry.teamVolume,
    rank: f?.rank?.trim() || null,
    paidRank: f?.paidRank?.trim() || null,
    autoship: f?.autoship ?? null,
    lastOrder: f?.lastOrder ?? null,
  };
}

/** 'Autoship off': the month says the partner has no autoship (a month that says nothing of it is not 'off'). */
export const isAutoshipOff = (values: Pick<FigureValues, 'autoship'>): boolean => values.autoship === false;

/** 'No order this month': no last order within `period` (`YYYY-MM`), none at all included. */
export const hasNoOrderIn = (values: Pick<FigureValues, 'lastOrder'>, period: string): boolean => values.lastOrder === null || values.lastOrder.slice(0, 7) !== period;

/** The Teamlist's figure filters; `period` is the month shown (null: the tree has no figures, and the filters take nobody out). */
export interface FigureFilter {
  autoshipOff: boolean;
  noOrder: boolean;
  period: string | null;
}

export const isFigureFilterOn = (filter: FigureFilter): boolean => filter.period !== null && (filter.autoshipOff || filter.noOrder);

/** The rows the filters keep (both on: partners matching both). */
export function filterByFigures<P extends Pick<FigureValues, 'autoship' | 'lastOrder'>>(rows: readonly P[], filter: FigureFilter): readonly P[] {
  const period = filter.period;
  if (period === null || !isFigureFilterOn(filter)) return rows;
  return rows.filter((row) => (!filter.autoshipOff || isAutoshipOff(row)) && (!filter.noOrder || hasNoOrderIn(row, period)));
}

/** Each rank's place in the tree's rank plan (lowest first), by its key (case aside); empty without a plan. */
export function rankPlaces(plan: ReadonlyArray<{ name: string }> | null | undefined): ReadonlyMap<string, number> {
  return new Map((plan ?? []).map((rank, place) => [orderValueKey(rank.name), place]));
}
