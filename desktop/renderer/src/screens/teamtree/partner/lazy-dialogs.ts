import { lazy, useEffect } from 'react';

/**
 * The partner dialogs load when first needed: their forms, phone metadata and category editor
 * are about a sixth of the tree page's scripts, and opening a 10,000-profile tree should not wait
 * for them. `usePreloadPartnerDialogs` starts the load where a dialog becomes likely (a node's
 * actions, an empty tree's first partner), so it is there by the time of the click.
 */
const loadPartnerDialog = () => import('./PartnerDialog');
const loadDetailsDialog = () => import('./PartnerDetailsDialog');

export const PartnerDialog = lazy(async () => ({ default: (await loadPartnerDialog()).PartnerDialog }));
export const PartnerDetailsDialog = lazy(async () => ({ default: (await loadDetailsDialog()).PartnerDetailsDialog }));

let preloading: Promise<unknown> | null = null;

function preloadPartnerDialogs(): void {
  // A failed load (offline) is tried again by the next call, or by the dialog itself when opened.
  preloading ??= Promise.all([loadPartnerDialog(), loadDetailsDialog()]).catch(() => {
    preloading = null;
  });
}

/** Starts loading the dialogs when the component offering them (a node's actions, the empty tree's first partner) appears. */
export function usePreloadPartnerDialogs(): void {
  useEffect(preloadPartnerDialogs, []);
}
