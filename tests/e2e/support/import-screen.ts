import type { Page } from 'playwright-core';
import type { ApiClient } from '../../support/http';
import { openTree } from './trees';
import type { Team } from './use-team';

/** A partner of the tree as the status answer holds it: what an import writes. */
export interface StoredPartner {
  id: string;
  name: string;
  parentId: string | null;
  phone: string;
  birthday: string | null;
  billDate: string | null;
  categories: { name: string; value: string }[];
}

/** The partners of the team's tree, read by its owner through the API. */
export async function storedPartners(api: ApiClient, team: Team): Promise<StoredPartner[]> {
  const res = await api.get(`/api/teamtree/status?teamtreeId=${team.treeId}`, { token: team.owner.access });
  return res.body.teamtree.profiles;
}

/** Opens 'Import partners…' from the profile menu of the team's tree page (the tree named `treeName`). */
export async function openImportScreen(page: Page, baseUrl: string, team: Team, treeName: string): Promise<void> {
  await openTree(page, baseUrl, team.treeId);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Import partners…' }).click();
  await page.getByRole('heading', { name: `Import partners into ${treeName}` }).waitFor();
}

/** Chooses the file to import on the import screen. */
export const chooseImportFile = (page: Page, name: string, mimeType: string, buffer: Buffer) =>
  page.getByLabel('Choose a CSV or Excel (.xlsx) file').setInputFiles({ name, mimeType, buffer });

/** The preview's counts line ('3 new, 0 updated, 2 skipped'). */
export const importCounts = (page: Page) => page.getByText(/\d+ new, \d+ updated, \d+ skipped/).innerText();
