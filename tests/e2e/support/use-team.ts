import { beforeAll } from 'vitest';
import type { TestUser } from '../../support/accounts';
import type { BrowserOptions, TestBrowser } from './browser';
import { addPartner, joinAsReader, plantTree } from './trees';
import type { AppFixture } from './use-app';

type Person = { firstName: string; lastName: string };

export interface TeamOptions {
  /** The tree's name; its root is called `root` (default: the tree's name). */
  tree: string;
  root?: string;
  /** Default Olga Owner. */
  owner?: Person;
  /** A second user who joins as a READ member. */
  member?: Person;
  /** What the scenario plants before anyone signs in (partners, settings). */
  seed?: (team: Team) => Promise<void>;
  /** Options of the signed-in browsers (default 1024 x 768); `false`: the fixture signs nobody in. */
  browser?: BrowserOptions | false;
}

export interface Team {
  readonly owner: TestUser;
  readonly treeId: string;
  readonly rootId: string;
  /** The READ member (only with `member`). */
  readonly member: TestUser;
  /** The member's membership id. */
  readonly memberId: string;
  /** The owner's signed-in browser. */
  readonly browser: TestBrowser;
  /** The member's signed-in browser. */
  readonly memberBrowser: TestBrowser;
  /** Adds a partner through the API as the owner (under the root unless given); answers its id. */
  addPartner(name: string, parentId?: string, extra?: Record<string, unknown>): Promise<string>;
  /** The id of the partner `addPartner` added under `name` (the last one of that name). */
  partnerId(name: string): string;
}

interface Planted {
  owner: TestUser;
  treeId: string;
  rootId: string;
  member?: TestUser;
  memberId?: string;
  browser?: TestBrowser;
  memberBrowser?: TestBrowser;
}

/**
 * The usual scenario of a tree test, before the file's tests: an owner registers and plants a
 * tree, a member joins it when asked for, `seed` adds what the scenario needs, and each of them
 * gets a browser signed in. Read the fields inside hooks and tests.
 */
export function useTeam(app: AppFixture, options: TeamOptions): Team {
  let planted: Planted | undefined;
  const read = <K extends keyof Planted>(key: K): NonNullable<Planted[K]> => {
    const value = planted?.[key];
    if (value === undefined) throw new Error(`useTeam: no ${key} (not planted yet, or not asked for)`);
    return value as NonNullable<Planted[K]>;
  };
  const added = new Map<string, string>();
  const team: Team = {
    get owner() {
      return read('owner');
    },
    get treeId() {
      return read('treeId');
    },
    get rootId() {
      return read('rootId');
    },
    get member() {
      return read('member');
    },
    get memberId() {
      return read('memberId');
    },
    get browser() {
      return read('browser');
    },
    get memberBrowser() {
      return read('memberBrowser');
    },
    addPartner: async (name, parentId, extra = {}) => {
      const id = await addPartner(app.api, team.owner, team.treeId, parentId ?? team.rootId, name, extra);
      added.set(name, id);
      return id;
    },
    partnerId: (name) => {
      const id = added.get(name);
      if (id === undefined) throw new Error(`useTeam: no partner ${name} was added`);
      return id;
    },
  };

  beforeAll(async () => {
    const owner = await app.register(options.owner ?? { firstName: 'Olga', lastName: 'Owner' });
    planted = { owner, ...(await plantTree(app.api, owner, options.tree, options.root)) };
    if (options.member) {
      planted.member = await app.register(options.member);
      planted.memberId = await joinAsReader(app.api, owner, planted.member, planted.treeId);
    }
    await options.seed?.(team);
    if (options.browser === false) return;
    planted.browser = await app.signedIn(owner, options.browser);
    if (planted.member) planted.memberBrowser = await app.signedIn(planted.member, options.browser);
  }, 240_000);

  return team;
}
