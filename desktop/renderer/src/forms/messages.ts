/**
 * Every user-facing text of the forms in one place: the spec's validation messages (section 5)
 * and the failure texts of each submit (section 8). The exact wording is checked by acceptance
 * suites; the texts the server sends as well live in shared/ and are re-exported here.
 */

export { categoryLimitMessage, categoryLimitReachedHint } from '@shared/domain/categories';
export { ALREADY_MEMBER, SHARE_LINK_INVALID } from '@shared/schemas/sharing';
export { CURRENT_PASSWORD_WRONG, SIGN_IN_TO_VERIFY } from '@shared/schemas/account-links';
export { GENERIC_ERROR } from '../api/errors';

/* ---------- Validation (spec section 5) ---------- */

/** Name and Bill date of a new tree or partner, after leaving the field empty. */
export const FIELD_REQUIRED = 'Dieses Feld ist erforderlich.';
/** A date field showing a date that does not exist or lies outside 1900-2100. */
export const INVALID_DATE = 'Ungültiges Datum';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const GENDER_REQUIRED = 'Please choose your gender';
export const PHONE_REQUIRED = 'Please enter your phone number';
export const COUNTRY_REQUIRED = 'Please choose your country';

export const PLEASE_PICK_ONE = 'Please pick one';
export const NO_SIGNUP_DATA = 'No signup data found. Please fill the signup form first.';

/** The reset page and the 'Change password' dialog. */
export const PASSWORDS_DIFFER = 'The passwords do not match';
export const PASSWORD_AGAIN = 'Please type the new password again';

export const DUPLICATE_CATEGORY = 'This category already exists';
/** The join form's token that is no token and no invitation link. */
export const INVALID_SHARE_LINK = 'Invalid share link';
export const TREE_NOT_LOADED = 'TeamTree nicht geladen';

/* ---------- Failures of a submit (spec section 8: the server's text first, else these) ---------- */

export const LOGIN_FAILED = 'Login failed';
export const GOOGLE_FAILED = 'Google sign-in did not finish. Please try again.';
export const REGISTRATION_FAILED = 'Could not complete registration';
export const SAVE_FAILED = 'Save failed';
export const JOIN_FAILED = 'Failed to join TeamTree. Please try again.';
export const RENAME_FAILED = 'Renaming failed. Please try again.';
export const SERVER_CHECK_FAILED = 'The app could not check this address. Please try again.';
export const LINK_NOT_SENT = 'The link could not be sent. Please try again.';
export const LINK_BROKEN = 'This link is invalid or has expired.';
export const PASSWORD_NOT_SET = 'The password could not be set. Please try again.';
export const PASSWORD_NOT_CHANGED = 'Your password could not be changed. Please try again.';
