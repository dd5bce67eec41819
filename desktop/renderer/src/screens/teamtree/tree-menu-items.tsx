import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../components/Icons';
import { exportMenuItem } from '../../export/ExportMenu';
import type { TreeLayoutChoice } from '@shared/schemas/settings';
import { offeredLevels, type FoldControlsProps } from './fold-controls';

/** The pieces both tree menus share: the wide toolbar's 'View' and the phone's 'Tree tools'. */

export const menuLabel = 'px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';
export const menuSeparator = 'my-1 h-px bg-slate-200 dark:bg-slate-700';
export const menuContent = 'z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] w-64 overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900';
const levelItem =
  'flex size-11 cursor-pointer items-center justify-center rounded-md border border-slate-300 text-sm font-medium tabular-nums outline-none select-none data-[highlighted]:bg-slate-100 dark:border-slate-600 dark:data-[highlighted]:bg-slate-800';

/** A setting that is on or off: the check shows which; the menu stays open. */
export function MenuToggle({ checked, onChange, children }: { checked: boolean; onChange(): void; children: ReactNode }) {
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

/** 'Expand all' and 'Collapse to level' with a button per level (the root is level 0). */
export function FoldItems({ fold }: { fold: FoldControlsProps }) {
  const levels = offeredLevels(fold.levels);
  const { t } = useTranslation();
  return (
    <>
      <DropdownMenu.Separator className={menuSeparator} />
      <DropdownMenu.Item className={exportMenuItem} disabled={!fold.folded} onSelect={fold.onExpandAll}>
        {t('teamtree.toolbar.expandAll')}
      </DropdownMenu.Item>
      {levels.length > 0 && (
        <DropdownMenu.Group aria-labelledby="tree-menu-collapse">
          <DropdownMenu.Label id="tree-menu-collapse" className={menuLabel}>
            {t('teamtree.toolbar.collapseTo')}
          </DropdownMenu.Label>
          <div className="flex flex-wrap gap-1 px-2 pb-1">
            {levels.map((level) => (
              <DropdownMenu.Item key={level} aria-label={t('teamtree.toolbar.collapseToLevel', { level })} className={levelItem} onSelect={() => fold.onCollapseTo(level)}>
                {level}
              </DropdownMenu.Item>
            ))}
          </div>
        </DropdownMenu.Group>
      )}
    </>
  );
}

/** The tree's layout and how to choose another. */
export interface LayoutChoiceProps {
  choice: TreeLayoutChoice;
  onChoose(next: TreeLayoutChoice): void;
}

/** The layouts in the order the menu offers them; each is named `teamtree.toolbar.<kind>`. */
const LAYOUTS: readonly TreeLayoutChoice[] = ['compact', 'classic'];

/** 'Compact' and 'Classic' as radio items (role menuitemradio); the menu stays open. */
export function LayoutItems({ layout }: { layout: LayoutChoiceProps }) {
  const { t } = useTranslation();
  return (
    <>
      <DropdownMenu.Separator className={menuSeparator} />
      <DropdownMenu.Label id="tree-menu-layout" className={menuLabel}>
        {t('teamtree.toolbar.layout')}
      </DropdownMenu.Label>
      <DropdownMenu.RadioGroup aria-labelledby="tree-menu-layout" value={layout.choice} onValueChange={(next) => layout.onChoose(next as TreeLayoutChoice)}>
        {LAYOUTS.map((kind) => (
          <DropdownMenu.RadioItem key={kind} value={kind} onSelect={(event) => event.preventDefault()} className={exportMenuItem}>
            <span className="flex size-4 items-center justify-center">
              <DropdownMenu.ItemIndicator>
                <CheckIcon className="size-4" />
              </DropdownMenu.ItemIndicator>
            </span>
            {t(`teamtree.toolbar.${kind}`)}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </>
  );
}
