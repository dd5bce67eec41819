import { DropdownMenu } from 'radix-ui';
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
}

/** The wide toolbar's 'View' menu: what is used now and then (fit, team sizes, folding), so the toolbar stays one row. */
export function TreeViewMenu({ onFit, showTeams, onShowTeams, fold, layout }: Props) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={toolbarControl}>View</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" {...flyoutPlacement} className={menuContent}>
          <DropdownMenu.Item className={exportMenuItem} onSelect={onFit}>
            Fit to screen
          </DropdownMenu.Item>
          {onShowTeams && (
            <MenuToggle checked={showTeams} onChange={onShowTeams}>
              Team sizes
            </MenuToggle>
          )}
          {layout && <LayoutItems layout={layout} />}
          {fold && <FoldItems fold={fold} />}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
