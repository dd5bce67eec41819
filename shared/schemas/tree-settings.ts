import { z } from 'zod';
import { isDialCountry } from '../domain/phone-links';
import { TEAM_CARE_MAX_DAYS, TEAM_CARE_MIN_DAYS } from '../domain/team-care';
import { id } from './common';

/*
 * The owner's request to change a tree's settings. Apart from the answers' schemas
 * (teamtree.ts): checking a country needs libphonenumber-js's metadata, which only the server
 * and the settings screen load.
 */

/** The country phones stored without a dial code are dialled with: ISO 3166-1 alpha-2, upper case. */
export const dialCountry = z.string().refine(isDialCountry, 'dialCountry must be a country code such as DE (ISO 3166-1 alpha-2, upper case)');

/**
 * `PUT /api/teamtree/settings`: the owner changes the tree's settings. Every setting there is so
 * far is named; a setting added later will be optional here, so this body stays valid.
 */
export const treeSettingsRequest = z.object({
  teamtreeId: id,
  dialCountry,
  teamCareDays: z
    .number({ message: 'teamCareDays must be a number' })
    .int('teamCareDays must be a whole number of days')
    .min(TEAM_CARE_MIN_DAYS, `teamCareDays must be between ${TEAM_CARE_MIN_DAYS} and ${TEAM_CARE_MAX_DAYS}`)
    .max(TEAM_CARE_MAX_DAYS, `teamCareDays must be between ${TEAM_CARE_MIN_DAYS} and ${TEAM_CARE_MAX_DAYS}`)
    .optional(),
});
export type TreeSettingsRequest = z.input<typeof treeSettingsRequest>;
