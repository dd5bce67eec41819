import type { AppFixture } from './use-app';
import type { Team } from './use-team';

/**
 * Writes a month of figures through the real API as the tree's owner (PUT /api/teamtree/figures):
 * `pvs` by partner name ('root' is the tree's root).
 */
export async function writeFigures(app: AppFixture, team: Team, period: string, pvs: Record<string, number>, rootRank: string | null = null): Promise<void> {
  const rows = Object.entries(pvs).map(([name, pv]) => (name === 'root' ? { profileId: team.rootId, pv, rank: rootRank } : { profileId: team.partnerId(name), pv }));
  const res = await app.api.put('/api/teamtree/figures', { teamtreeId: team.treeId, period, rows }, { token: team.owner.access });
  if (res.status !== 200) throw new Error(`figures write failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * The team of the figures tests: Root with legs Anna (and Anna One below her), Bert and Carl, and
 * three months. December is the example: 1,240 team volume, 1,140 of it in Anna's leg.
 */
export async function seedFiguresTeam(app: AppFixture, team: Team): Promise<void> {
  const anna = await team.addPartner('Anna Leg', team.rootId);
  await team.addPartner('Bert Leg', team.rootId);
  await team.addPartner('Carl Leg', team.rootId);
  await team.addPartner('Anna One', anna);
  await writeFigures(app, team, '2026-10', { root: 20, 'Anna Leg': 100 }, 'Bronze');
  await writeFigures(app, team, '2026-11', { root: 50, 'Anna Leg': 400, 'Anna One': 300, 'Bert Leg': 200, 'Carl Leg': 10 }, 'Bronze');
  await writeFigures(app, team, '2026-12', { root: 0, 'Anna Leg': 600, 'Anna One': 540, 'Bert Leg': 100, 'Carl Leg': 0 }, 'Bronze');
}

/** Bronze, then Silver with 2,000 team volume and at most 50 % from one leg. */
export async function writeRankPlan(app: AppFixture, team: Team): Promise<void> {
  const ranks = [
    { name: 'Bronze', minPv: 0, minTeamVolume: 500, maxLegShare: null },
    { name: 'Silver', minPv: 100, minTeamVolume: 2000, maxLegShare: 0.5 },
  ];
  const res = await app.api.put('/api/teamtree/rank-plan', { teamtreeId: team.treeId, ranks }, { token: team.owner.access });
  if (res.status !== 200) throw new Error(`rank plan failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Speaks German: the account says so (`me.language`); the browser is opened with `locale: 'de-DE'`. */
export async function speakGerman(app: AppFixture, team: Team): Promise<void> {
  const res = await app.api.put('/api/auth/language', { language: 'de' }, { token: team.owner.access });
  if (res.status !== 200) throw new Error(`language failed: ${res.status}`);
}
