import type { Page } from 'playwright-core';
import type { TestUser } from '../../support/accounts';
import type { ApiClient } from '../../support/http';

/** Plants a tree for `owner` through the API; its root is named `rootName` (default: the tree's name). */
export async function plantTree(api: ApiClient, owner: TestUser, name: string, rootName?: string): Promise<{ treeId: string; rootId: string }> {
  const created = await api.post('/api/teamtree', { name, phone: '', birthday: null, billDate: '2031-06-01', categories: [] }, { token: owner.access });
  if (created.status !== 201) throw new Error(`planting failed: ${created.status} ${JSON.stringify(created.body)}`);
  const treeId: string = created.body.teamtree.id;
  const status = await api.get(`/api/teamtree/status?teamtreeId=${treeId}`, { token: owner.access });
  const rootId: string = status.body.teamtree.profiles[0].id;
  if (rootName) await api.put('/api/teamtree/profile', { id: rootId, name: rootName, billDate: '2031-06-01' }, { token: owner.access });
  return { treeId, rootId };
}

/** Adds a partner through the API (bill date far ahead unless given); answers its id. */
export async function addPartner(api: ApiClient, owner: TestUser, treeId: string, parentId: string, name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await api.post('/api/teamtree/profile', { teamtreeId: treeId, parentId, name, billDate: '2031-01-01', ...extra }, { token: owner.access });
  if (res.status !== 201) throw new Error(`adding ${name} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.profile.id;
}

/** `member` asks to join by the tree's share link and the owner approves (READ); answers the membership id. */
export async function joinAsReader(api: ApiClient, owner: TestUser, member: TestUser, treeId: string): Promise<string> {
  const link = await api.post('/api/teamtree/share', { teamtreeId: treeId }, { token: owner.access });
  const join = await api.post(`/api/teamtree/join/${link.body.shareLink.token}`, {}, { token: member.access });
  await api.post('/api/teamtree/join-requests', { requestId: join.body.requestId, action: 'approve' }, { token: owner.access });
  const share = await api.get(`/api/teamtree/share?teamtreeId=${treeId}`, { token: owner.access });
  return share.body.members.find((m: { userId: string }) => m.userId === member.id).id;
}

/**
 * `member` links their own profile through the API, as 'Select yourself!' does: until then the
 * tree page waits for that choice (inert under a mask), so scenarios about something else start here.
 */
export async function chooseOwnProfile(api: ApiClient, member: TestUser, treeId: string, profileId: string): Promise<void> {
  const res = await api.put('/api/teamtree/member', { teamtreeId: treeId, linkedProfileId: profileId }, { token: member.access });
  if (res.status !== 200) throw new Error(`linking failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** The tree page of a tree, once its canvas is there. */
export async function openTree(page: Page, baseUrl: string, treeId: string): Promise<void> {
  await page.goto(`${baseUrl}/teamtree?teamtreeId=${treeId}`);
  await page.getByTestId('tree-canvas').waitFor();
}

/** Selects a partner through the page's partner list (the canvas keeps no DOM per node). */
export async function selectPartner(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^Select ${name} \\(`) }).dispatchEvent('click');
  await page.getByRole('toolbar', { name: `Actions for ${name}` }).waitFor();
}

/** Opens 'Create Partner' under a partner of the tree. */
export async function createPartnerUnder(page: Page, baseUrl: string, treeId: string, parentName: string) {
  await openTree(page, baseUrl, treeId);
  await selectPartner(page, parentName);
  await page.getByRole('button', { name: `Add child to ${parentName}` }).click();
  return page.getByRole('dialog', { name: 'Create Partner' });
}
