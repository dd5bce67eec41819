import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { CheckIcon, MoreIcon } from '../../components/Icons';
import { ExportError, exportMenuItem } from '../../export/ExportMenu';
import { useExportRunner, type ExportChoice } from '../../export/use-export-runner';
import { HistoryMenuItems } from '../../history/HistoryMenu';
import { offeredLevels } from './TreeFoldControls';
import type { TreeToolbarProps } from './TreeToolbar';
import { ZOOM_MAX, ZOOM_MIN } from './tree/geometry';

type Props = Omit<TreeToolbarProps, 'title' | 'live' | 'people' | 'search'>;

const label = 'px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';
const separator = 'my-1 h-px bg-slate-200 dark:bg-slate-700';
const levelItem =
  'flex size-11 cursor-pointer items-center justify-center rounded-md border border-slate-300 text-sm font-medium tabular-nums outline-none select-none data-[highlighted]:bg-slate-100 dark:border-slate-600 dark:data-[highlighted]:bg-slate-800';

/** A setting that is on or off: the check shows which. */
function Toggle({ checked, onChange, children }: { checked: boolean; onChange(): void; children: ReactNode }) {
  return (
    <DropdownMenu.CheckboxItem checked={checked} onCheckedChange={onChange} onSelect={(event) => event.preventDefault()} className={exportMenuItem}>
      <span className="flex size-4 items-center justify-center">
        <DropdownMenu.ItemIndicator>
          <CheckIcon className="size-4" />
        </DropdownMenu.ItemIndicator>
      </span>
      {children}
    </DropdownMenu.CheckboxItem>
  );
}

/** 'Expand all' and 'Collapse to level' with a button per level. */
function FoldItems({ fold }: { fold: NonNullable<Props['fold']> }) {
  const levels = offeredLevels(fold.levels);
  return (
    <>
      <DropdownMenu.Separator className={separator} />
      <DropdownMenu.Item className={exportMenuItem} disabled={!fold.folded} onSelect={fold.onExpandAll}>
        Expand all
      </DropdownMenu.Item>
      {levels.length > 0 && (
        <DropdownMenu.Group aria-labelledby="tree-tools-collapse">
          <DropdownMenu.Label id="tree-tools-collapse" className={label}>
            Collapse to level
          </DropdownMenu.Label>
          <div className="flex flex-wrap gap-1 px-2 pb-1">
            {levels.map((level) => (
              <DropdownMenu.Item key={level} aria-label={`Collapse to level ${level}`} className={levelItem} onSelect={() => fold.onCollapseTo(level)}>
                {level}
              </DropdownMenu.Item>
            ))}
          </div>
        </DropdownMenu.Group>
      )}
    </>
  );
}

/** The exports (images and print), each run by the menu's runner. */
function ExportItems({ exports, busy, onRun }: { exports: readonly ExportChoice[]; busy: boolean; onRun(choice: ExportChoice): void }) {
  return (
    <>
      <DropdownMenu.Separator className={separator} />
      <DropdownMenu.Group aria-labelledby="tree-tools-export">
        <DropdownMenu.Label id="tree-tools-export" className={label}>
          Export
        </DropdownMenu.Label>
        {exports.map((choice) => (
          <DropdownMenu.Item key={choice.label} className={exportMenuItem} disabled={busy} onSelect={() => onRun(choice)}>
            {choice.label}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Group>
    </>
  );
}

/**
 * The tree page's toolbar on a phone, folded into one menu ('Tree tools'): fit, go to me, zoom
 * steps (the menu stays open for the next step), team sizes and the magnifier, expand and
 * collapse to a level, the history ('Activity', 'Recently deleted') and the exports. Every entry is touch-sized (44 px).
 */
export function TreeToolsMenu({ zoom, onZoom, onFit, onGoToMe, showTeams = false, onShowTeams, magnifier, onMagnifier, fold, exports, history }: Props) {
  const runner = useExportRunner();
  return (
    <div className="relative">
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label="Tree tools"
          className="flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
        >
          <MoreIcon className="size-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] w-64 overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900"
          >
            <DropdownMenu.Item className={exportMenuItem} onSelect={onFit}>
              Fit to screen
            </DropdownMenu.Item>
            <DropdownMenu.Item className={exportMenuItem} disabled={!onGoToMe} onSelect={() => onGoToMe?.()}>
              {onGoToMe ? 'Go to me' : 'Go to me (link your own profile first)'}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={exportMenuItem} disabled={zoom >= ZOOM_MAX - 1e-6} onSelect={(event) => (event.preventDefault(), onZoom(1))}>
              Zoom in
            </DropdownMenu.Item>
            <DropdownMenu.Item className={exportMenuItem} disabled={zoom <= ZOOM_MIN + 1e-6} onSelect={(event) => (event.preventDefault(), onZoom(-1))}>
              Zoom out
            </DropdownMenu.Item>
            <DropdownMenu.Separator className={separator} />
            {onShowTeams && (
              <Toggle checked={showTeams} onChange={onShowTeams}>
                Team sizes
              </Toggle>
            )}
            <Toggle checked={magnifier} onChange={onMagnifier}>
              Lupe
            </Toggle>
            {fold && <FoldItems fold={fold} />}
            {history && (
              <>
                <DropdownMenu.Separator className={separator} />
                <HistoryMenuItems {...history} />
              </>
            )}
            {exports && <ExportItems exports={exports} busy={runner.busy} onRun={(choice) => void runner.run(choice)} />}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {runner.error && <ExportError message={runner.error} onDismiss={runner.dismiss} />}
    </div>
  );
}
