import { useEffect, useState } from 'react';
import { planFigures, type FiguresInput, type FiguresPlan } from '@shared/import/figures-rows';
import { nextTurn } from '@shared/import/next-turn';

/**
 * The plan of a monthly export (shared/import/figures-rows.ts) for the screen: built a slice at a
 * time with the page answering in between (50,000 rows stay responsive); a change of the input
 * drops the build under way. `plan` is null while there is no input or the first build runs;
 * `building` says a newer plan is on its way.
 */
export function useFiguresPlan(input: FiguresInput | null): { plan: FiguresPlan | null; building: boolean } {
  const [state, setState] = useState<{ plan: FiguresPlan | null; for: FiguresInput | null }>({ plan: null, for: null });
  useEffect(() => {
    if (!input) return;
    let dropped = false;
    const run = async () => {
      const steps = planFigures(input);
      for (;;) {
        const step = steps.next();
        if (step.done) {
          if (!dropped) setState({ plan: step.value, for: input });
          return;
        }
        await nextTurn();
        if (dropped) return;
      }
    };
    void run();
    return () => {
      dropped = true;
    };
  }, [input]);
  if (!input) return { plan: null, building: false };
  return { plan: state.plan, building: state.for !== input };
}
