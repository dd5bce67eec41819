/** The update notice's words (UpdateNotice.tsx; the browser tests find it by them). */
export const UPDATE_TEXT = 'A new version of TeamTree is available.';
export const UPDATE_ACTION = 'Reload to update';
