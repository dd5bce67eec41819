import { teamtreeTexts } from './areas/teamtree';
import { teamlistTexts } from './areas/teamlist';
import { teambarsTexts } from './areas/teambars';
import { exportMenuTexts } from './areas/export-menu';
import { shareTexts } from './areas/share';
import { joinTexts } from './areas/join';
import { createJoinTexts } from './areas/create-join';
import { adminTexts } from './areas/admin';
import { connectionTexts } from './areas/connection';
import { historyTexts } from './areas/history';
import { profileFormTexts } from './areas/profile-form';
import { importerTexts } from './areas/import';
import { broadcastTexts } from './areas/broadcast';
import { followUpsTexts } from './areas/follow-ups';
import { partnerDetailsTexts } from './areas/partner-details';
import { teamCareTexts } from './areas/team-care';
import type { Language } from './language';

/**
 * One area per screen folder (areas/), each with its English and German side by side, under the
 * key the screens use (`t('teamlist.…')`). A new area is registered here once; en.ts and de.ts
 * take every area in their language.
 */
const AREAS = {
  teamtree: teamtreeTexts,
  teamlist: teamlistTexts,
  teambars: teambarsTexts,
  exportMenu: exportMenuTexts,
  share: shareTexts,
  join: joinTexts,
  createJoin: createJoinTexts,
  admin: adminTexts,
  connection: connectionTexts,
  history: historyTexts,
  profileForm: profileFormTexts,
  importer: importerTexts,
  broadcast: broadcastTexts,
  followUps: followUpsTexts,
  partnerDetails: partnerDetailsTexts,
  teamCare: teamCareTexts,
};

/** Every area's texts in one language (each area's `de` is typed as its `en`). */
export type AreaTexts = { [Area in keyof typeof AREAS]: (typeof AREAS)[Area]['en'] };

/** Every area's texts in `language`, under the area's key. */
export function areaTextsIn(language: Language): AreaTexts {
  return Object.fromEntries(Object.entries(AREAS).map(([area, texts]) => [area, texts[language]])) as AreaTexts;
}
