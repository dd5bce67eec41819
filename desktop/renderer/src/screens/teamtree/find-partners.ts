import { findPartners, profileSearchTexts, type SearchableProfile } from '@shared/domain/profile-search';

/** The fields a search in the tree looks at. */
export type FindableProfile = SearchableProfile;

/** Per profile, the text the tree's Find reads: name, phone (also as bare digits) and category values (not the upline). */
export const searchTexts = (profiles: readonly FindableProfile[]): string[] => profileSearchTexts(profiles);

/** The indexes of the profiles whose name, phone or category values match the query (shared/domain/profile-search.ts). */
export { findPartners };
