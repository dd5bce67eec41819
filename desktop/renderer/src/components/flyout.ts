/**
 * Where every menu and popover of a toolbar button opens (Radix `Content` props): 6 px below its
 * button, kept 8 px inside the window's edges. Each caller still chooses the side it lines up with (`align`).
 */
export const flyoutPlacement = { sideOffset: 6, collisionPadding: 8 } as const;
