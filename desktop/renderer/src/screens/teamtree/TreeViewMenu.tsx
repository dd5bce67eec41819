import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { exportMenuItem } from '../../export/ExportMenu';
import type { FoldControlsProps } from './fold-controls';
import { toolbarControl } from './toolbar-control';
import { FoldItems, LayoutItems, menuContent, MenuToggle, type LayoutChoiceProps } from './tree-menu-items';
import { flyoutPlacement } from '../../components/flyout';

interface Props {
  onFit(): void;
  showTeams: boolean;
  onShowTeams?(): void;
  fold?: FoldControlsProps | null;
  layout?: LayoutChoiceProps;
  showFigures?: boolean;
  onShowFigures?(): void;
}

/** The wide toolbar's 'View' menu: what is used now and then (fit, team sizes, figures, folding), so the toolbar stays one row. */
export function TreeViewMenu({ onFit, showTeams, onShowTeams, fold, layout, showFigures = false, onShowFigures }: Props) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={toolbarControl}>{t('teamtree.toolbar.view')}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" {...flyoutPlacement} className={menuContent}>
          <DropdownMenu.Item className={exportMenuItem} onSelect={onFit}>
            {t('teamtree.toolbar.fit')}
          </DropdownMenu.Item>
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
          {layout && <LayoutItems layout={layout} />}
          {fold && <FoldItems fold={fold} />}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
