import type { TeamlistMeta } from './column-defs';
import type { ListProfile, TeamlistColumnId } from './columns';

/** What the table (a wide screen) and the cards (a phone) both show: the page's rows in the chosen columns. */
export interface TeamlistViewProps {
  rows: ListProfile[];
  /** The shown columns in their order. */
  columns: TeamlistColumnId[];
  /** A row or card opened (clicked or tapped, not on its name or phone; or Enter on it): the partner's details. */
  onOpen(row: ListProfile): void;
  meta: TeamlistMeta;
  /** Partners the Filter menu hides (the empty text says so, with a way out). */
  hiddenByFilters: number;
  onResetFilters(): void;
}
