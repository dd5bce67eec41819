import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { MoreIcon } from '../../components/Icons';
import { ExportError, exportMenuItem } from '../../export/ExportMenu';
import { useExportRunner, type ExportChoice } from '../../export/use-export-runner';
import { HistoryMenuItems } from '../../history/HistoryMenu';
import { FoldItems, LayoutItems, menuContent, menuLabel, menuSeparator, MenuToggle } from './tree-menu-items';
import type { TreeToolbarProps } from './TreeToolbar';
import { ZOOM_MAX, ZOOM_MIN } from './tree/geometry';
import { flyoutPlacement } from '../../components/flyout';

type Props = Omit<TreeToolbarProps, 'title' | 'live' | 'people' | 'search' | 'period'>;

/** The exports (images and print), each run by the menu's runner. */
function ExportItems({ exports, busy, onRun }: { exports: readonly ExportChoice[]; busy: boolean; onRun(choice: ExportChoice): void }) {
  const { t } = useTranslation();
  return (
    <>
      <DropdownMenu.Separator className={menuSeparator} />
      <DropdownMenu.Group aria-labelledby="tree-tools-export">
        <DropdownMenu.Label id="tree-tools-export" className={menuLabel}>
          {t('teamtree.toolbar.export')}
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
 * steps (the menu stays open for the next step), team sizes, figures and the magnifier, expand and
 * collapse to a level, the history ('Activity', 'Recently deleted') and the exports. Every entry is touch-sized (44 px).
 */
export function TreeToolsMenu({ zoom, onZoom, onFit, onGoToMe, showTeams = false, onShowTeams, magnifier, onMagnifier, fold, exports, history, layout, showFigures = false, onShowFigures }: Props) {
  const runner = useExportRunner();
  const { t } = useTranslation();
  return (
    <div className="relative">
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={t('teamtree.toolbar.tools')}
          className="flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
        >
          <MoreIcon className="size-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            {...flyoutPlacement}
            className={menuContent}
          >
            <DropdownMenu.Item className={exportMenuItem} onSelect={onFit}>
              {t('teamtree.toolbar.fit')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={exportMenuItem} disabled={!onGoToMe} onSelect={() => onGoToMe?.()}>
              {onGoToMe ? t('teamtree.toolbar.goToMe') : t('teamtree.toolbar.goToMeLinkFirst')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={exportMenuItem} disabled={zoom >= ZOOM_MAX - 1e-6} onSelect={(event) => (event.preventDefault(), onZoom(1))}>
              {t('teamtree.toolbar.zoomIn')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={exportMenuItem} disabled={zoom <= ZOOM_MIN + 1e-6} onSelect={(event) => (event.preventDefault(), onZoom(-1))}>
              {t('teamtree.toolbar.zoomOut')}
            </DropdownMenu.Item>
            <DropdownMenu.Separator className={menuSeparator} />
            {onShowTeams && (
              <MenuToggle checked={showTeams} onChange={onShowTeams}>
                {t('teamtree.toolbar.teamSizes')}
              </MenuToggle>
            )}
            {onShowFigures && (
              <MenuToggle checked={showFigures} onChange={onShowFigures}>
                {t('figures.views.showFigures')}
              </MenuToggle>
            )}
            <MenuToggle checked={magnifier} onChange={onMagnifier}>
              {t('teamtree.toolbar.magnifier')}
            </MenuToggle>
            {layout && <LayoutItems layout={layout} />}
            {fold && <FoldItems fold={fold} />}
            {history && (
              <>
                <DropdownMenu.Separator className={menuSeparator} />
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
