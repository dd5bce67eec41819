import { billStatus, DATED_BILL_STATUSES, type BillStatus } from '@shared/domain/bill-status';
import { compareCategoryValues, orderOfCategory, type CategoryOrders } from '@shared/domain/category-order';
import { compareGerman } from '@shared/domain/german-order';
import { groupByRank } from '@shared/domain/rank-groups';
import { t } from '../../i18n/i18n';

/** The fields of a profile the bars group by. */
export interface BarProfile {
  id: string;
  name: string;
  billDate: string | null;
  parentId: string | null;
  parentName: string | null;
  categories: { name: string; value: string }[];
}

export interface Bar<P> {
  key: string;
  title: string;
  /** The bill status a bill-date bar stands for. */
  status?: BillStatus;
  profiles: P[];
}

/** Spec section 9: the bill-date bars in this order. */
const BILL_DATE_BARS: readonly BillStatus[] = [...DATED_BILL_STATUSES, 'none'];

/** A bill-date bar's title in the language shown: the badge's word ('Active', 'Soon', 'Inactive'), or 'No Bill Date'. */
const billDateTitle = (status: BillStatus): string => (status === 'none' ? t('teambars.noBillDate') : t(`components.billStatus.${status}`));

const byName = <P extends { name: string }>(a: P, b: P) => compareGerman(a.name, b.name);

/** Teambars by the rank of the month picked in 'Period' (docs/figures.md "Teamlist, Teambars and tree"). */
export const RANK_GROUPING = 'rank';
const NO_RANKS: RankSource = { rankOf: () => null, places: new Map() };

/** The category name of a `category:<name>` grouping, else null. */
export function categoryOf(grouping: string): string | null {
  return grouping.startsWith('category:') ? grouping.slice('category:'.length) : null;
}

function byUpline<P extends BarProfile>(profiles: readonly P[]): Bar<P>[] {
  const bars = new Map<string, Bar<P>>();
  for (const p of profiles) {
    const key = p.parentId ? `upline:${p.parentId}` : 'upline:none';
    const title = p.parentId ? (p.parentName ?? profiles.find((x) => x.id === p.parentId)?.name ?? '') : t('teambars.noUpline');
    const bar = bars.get(key) ?? { key, title, profiles: [] };
    bar.profiles.push(p);
    bars.set(key, bar);
  }
  // The root's bar first, then the uplines by name.
  return [...bars.values()].sort((a, b) => (a.key === 'upline:none' ? -1 : b.key === 'upline:none' ? 1 : compareGerman(a.title, b.title)));
}

/** Soonest bill date first (the most overdue first among the inactive), then by name. */
const byUrgency = <P extends BarProfile>(a: P, b: P) => (a.billDate ?? '').localeCompare(b.billDate ?? '') || byName(a, b);

function byBillDate<P extends BarProfile>(profiles: readonly P[], today: string): Bar<P>[] {
  return BILL_DATE_BARS.map((status) => ({
    key: `billdate:${status}`,
    title: billDateTitle(status),
    status,
    profiles: profiles.filter((p) => billStatus(p.billDate, today) === status).sort(byUrgency),
  })).filter((bar) => bar.profiles.length > 0);
}

function byCategory<P extends BarProfile>(profiles: readonly P[], category: string, orders: CategoryOrders | undefined): Bar<P>[] {
  const wanted = category.toLowerCase();
  const bars = new Map<string, Bar<P>>();
  const empty: Bar<P> = { key: 'category:none', title: t('teambars.noCategory', { category }), profiles: [] };
  for (const p of profiles) {
    const value = p.categories.find((c) => c.name.toLowerCase() === wanted)?.value.trim() ?? '';
    if (!value) {
      empty.profiles.push(p);
      continue;
    }
    const key = `category:${value.toLowerCase()}`;
    const bar = bars.get(key) ?? { key, title: value, profiles: [] };
    bar.profiles.push(p);
    bars.set(key, bar);
  }
  // An ordered category's bars in its order (values outside it after them, A-Z); else A-Z.
  const order = orderOfCategory(orders, category);
  const sorted = [...bars.values()].sort((a, b) => compareCategoryValues(order, a.title, b.title));
  return empty.profiles.length ? [...sorted, empty] : sorted;
}

/** What grouping by rank reads: each partner's rank in the month shown and the rank plan's places (`rankPlaces`). */
export interface RankSource {
  rankOf(profileId: string): string | null;
  places: ReadonlyMap<string, number>;
}

/** A bar per rank of the month shown (rank-groups.ts: the rank plan's order, else by name), 'No rank' last. */
function byRank<P extends BarProfile>(profiles: readonly P[], ranks: RankSource): Bar<P>[] {
  return groupByRank(profiles, (p) => ranks.rankOf(p.id), ranks.places).map((group) => ({
    key: group.rank === null ? 'rank:none' : `rank:${group.rank.toLowerCase()}`,
    title: group.rank ?? t('figures.views.noRank'),
    profiles: group.profiles,
  }));
}

/**
 * The bars of the Teambars page (spec section 9): by parent (the upline's name), by bill-date
 * status, by rank (`rank`: the month picked in 'Period', `ranks`; everyone in 'No rank' without one), or by the value of a category (`No {category}` when empty; an ordered category's bars
 * in its order, `orders`). Titles of their own ('No Upline', 'No Bill Date', ...) are in the
 * language shown when the bars are made. Empty bars are left out. Cards are sorted by name; in the bill-date
 * bars by urgency (the soonest bill date first).
 */
export function groupProfiles<P extends BarProfile>(profiles: readonly P[], grouping: string, today: string, orders?: CategoryOrders, ranks?: RankSource): Bar<P>[] {
  if (grouping === 'billdate') return byBillDate(profiles, today);
  const category = categoryOf(grouping);
  const bars =
    grouping === RANK_GROUPING ? byRank(profiles, ranks ?? NO_RANKS) : category !== null ? byCategory(profiles, category, orders) : byUpline(profiles);
  return bars.map((bar) => ({ ...bar, profiles: [...bar.profiles].sort(byName) }));
}
