/**
 * The ARIA of a text field that offers a list of choices while typing (the WAI-ARIA combobox with
 * list autocomplete): spread on the field, so every such field of the app says the same to a
 * screen reader. `activeId` is the id of the option the arrow keys are on (focus stays in the
 * field); the list is referenced only while it is shown.
 */
export function comboboxAria(listId: string, expanded: boolean, activeId?: string) {
  return {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': expanded,
    'aria-controls': expanded ? listId : undefined,
    'aria-activedescendant': expanded ? activeId : undefined,
  } as const;
}
