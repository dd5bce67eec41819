/** Spec section 9: nodes 160x48, levels 120 apart, sibling gap 40. */
export const NODE_W = 160;
export const NODE_H = 48;
export const LEVEL_GAP = 120;
export const SIBLING_GAP = 40;
export const LEVEL_STEP = NODE_H + LEVEL_GAP;
