import type { Genealogy, GenealogyRows } from '@shared/domain/genealogy';

/** What a key does in the genealogy's treegrid: move the focus to a row, or fold or unfold a team. */
export type GenealogyKeyAction = { focus: number } | { fold: string } | { unfold: string };

/**
 * The WAI-ARIA treegrid keys on row `row`: Down/Up the next/previous row, Home/End the first/last;
 * Right unfolds a folded team, or on an unfolded one goes to its first partner; Left folds an
 * unfolded team, or else goes to the upline's row. Null: the key does nothing here.
 */
export function genealogyKey(key: string, row: number, genealogy: Genealogy, rows: GenealogyRows, folded: ReadonlySet<string>): GenealogyKeyAction | null {
  if (rows.count === 0) return null;
  const within = (r: number) => (r >= 0 && r < rows.count && r !== row ? { focus: r } : null);
  const k = rows.at[row];
  const id = genealogy.ids[k];
  const hasTeam = rows.shownKids[k] > 0;
  switch (key) {
    case 'ArrowDown':
      return within(row + 1);
    case 'ArrowUp':
      return within(row - 1);
    case 'Home':
      return within(0);
    case 'End':
      return within(rows.count - 1);
    case 'ArrowRight':
      if (!hasTeam) return null;
      return folded.has(id) ? { unfold: id } : within(row + 1);
    case 'ArrowLeft': {
      if (hasTeam && !folded.has(id)) return { fold: id };
      const up = genealogy.upline[k];
      return up >= 0 ? within(rows.rowOf[up]) : null;
    }
    default:
      return null;
  }
}
