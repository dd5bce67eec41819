import { en } from '../i18n/en';

/** The update notice's English words (the browser tests find it by them); UpdateNotice.tsx shows them in the language shown. */
export const UPDATE_TEXT = en.pwa.updateText;
export const UPDATE_ACTION = en.pwa.updateAction;
