import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLES, type Permission, type Role } from '../../../shared/domain/constants';
import {
  ADMIN_CHANGE_DENIED,
  canChangePermission,
  canChangeTreeSettings,
  canChangeUsers,
  canDecideJoinRequests,
  canLinkOwnProfile,
  canListUsers,
  canManageMembers,
  canManageShareLinks,
  canRemoveMember,
  canWriteProfiles,
  isTreeAdmin,
  MANAGE_MEMBERS_DENIED,
  memberRemovalDenial,
  OWN_ROLE_DENIED,
  OWNER_UNCHANGEABLE,
  OWNER_UNREMOVABLE,
  PERMISSION_LABELS,
  permissionChangeDenial,
  profileActionDenied,
  profileDenial,
  ROOT_DELETE_DENIED,
  ROOT_EDIT_DENIED,
  TREE_SETTINGS_DENIED,
  userChangeDenial,
  type ProfileAction,
} from '../../../shared/domain/policies';

type Actor = Permission | null;
const ACTORS: Actor[] = [null, ...PERMISSIONS];
const name = (actor: Actor) => actor ?? 'non-member';

describe('profile rules: every role by every action, on the root and on other profiles', () => {
  const ACTIONS: ProfileAction[] = ['add', 'edit', 'delete'];
  // expected denial text per actor, action and whether the profile is the root
  const expected = (actor: Actor, action: ProfileAction, isRoot: boolean): string | null => {
    if (actor === null || actor === 'READ') return profileActionDenied(action);
    if (isRoot && actor !== 'OWNER' && action === 'edit') return ROOT_EDIT_DENIED;
    if (isRoot && actor !== 'OWNER' && action === 'delete') return ROOT_DELETE_DENIED;
    return null;
  };
  for (const actor of ACTORS) {
    for (const action of ACTIONS) {
      for (const isRoot of [false, true]) {
        it(`${name(actor)} ${action} ${isRoot ? 'root' : 'profile'}`, () => {
          expect(profileDenial(actor, action, isRoot)).toBe(expected(actor, action, isRoot));
        });
      }
    }
  }

  it('uses the spec texts', () => {
    expect(profileActionDenied('add')).toBe('You do not have permission to add profiles.');
    expect(profileActionDenied('edit')).toBe('You do not have permission to edit profiles.');
    expect(profileActionDenied('delete')).toBe('You do not have permission to delete profiles.');
    expect(ROOT_EDIT_DENIED).toBe('Only the TeamTree owner can edit the root profile.');
    expect(ROOT_DELETE_DENIED).toBe('Only the owner can delete the root profile.');
  });

  it('lets OWNER, MODERATOR and EDIT write profiles, nobody else', () => {
    expect(ACTORS.filter(canWriteProfiles)).toEqual(['OWNER', 'MODERATOR', 'EDIT']);
  });

  it('labels permissions as the spec does', () => {
    expect(PERMISSION_LABELS).toEqual({ OWNER: 'Administrator', MODERATOR: 'Moderator', EDIT: 'can edit', READ: 'can read' });
  });
});

describe('member management: only the owner and moderators', () => {
  it('manage members, share links and join requests; moderators count as tree admins', () => {
    for (const rule of [canManageMembers, canManageShareLinks, canDecideJoinRequests, isTreeAdmin]) {
      expect(ACTORS.filter(rule)).toEqual(['OWNER', 'MODERATOR']);
    }
  });

  it("only the owner changes the tree's settings", () => {
    expect(ACTORS.filter(canChangeTreeSettings)).toEqual(['OWNER']);
    expect(TREE_SETTINGS_DENIED).toBe('Only the TeamTree owner can change the TeamTree settings.');
  });

  it('any member, READ included, links their own profile; a non-member does not', () => {
    expect(ACTORS.filter(canLinkOwnProfile)).toEqual(['OWNER', 'MODERATOR', 'EDIT', 'READ']);
  });

  for (const actor of ACTORS) {
    for (const target of PERMISSIONS) {
      it(`${name(actor)} changing a ${target} member`, () => {
        const manager = actor === 'OWNER' || actor === 'MODERATOR';
        const denial = !manager ? MANAGE_MEMBERS_DENIED : target === 'OWNER' ? OWNER_UNCHANGEABLE : null;
        expect(permissionChangeDenial(actor, target)).toBe(denial);
        expect(canChangePermission(actor, target)).toBe(denial === null);
      });

      for (const isSelf of [false, true]) {
        if (isSelf && actor === null) continue; // a non-member has no membership to leave
        if (isSelf && actor !== target) continue; // one's own membership has one's own permission
        it(`${name(actor)} removing ${isSelf ? 'themselves' : `a ${target} member`}`, () => {
          const manager = actor === 'OWNER' || actor === 'MODERATOR';
          let denial: string | null = null;
          if (target === 'OWNER') denial = OWNER_UNREMOVABLE;
          else if (!manager && !(isSelf && actor !== null)) denial = MANAGE_MEMBERS_DENIED;
          expect(memberRemovalDenial(actor, target, isSelf)).toBe(denial);
          if (actor !== null) expect(canRemoveMember(actor, target, isSelf)).toBe(denial === null);
        });
      }
    }
  }

  it('never lets anyone remove or change the owner, not even the owner', () => {
    expect(memberRemovalDenial('OWNER', 'OWNER', true)).toBe(OWNER_UNREMOVABLE);
    expect(permissionChangeDenial('OWNER', 'OWNER')).toBe(OWNER_UNCHANGEABLE);
  });
});

describe('operators: global roles', () => {
  it('ADMIN and MODERATOR list users; only ADMIN changes them', () => {
    expect(ROLES.filter(canListUsers)).toEqual(['ADMIN', 'MODERATOR']);
    expect(ROLES.filter(canChangeUsers)).toEqual(['ADMIN']);
  });

  const self = (role: Role) => ({ id: 'me', role });
  const someone = (role: Role) => ({ id: 'them', role });
  for (const actorRole of ROLES) {
    for (const newRole of [undefined, ...ROLES]) {
      it(`${actorRole} setting ${newRole ?? 'only the plan'} of another user and of themselves`, () => {
        const base = actorRole === 'ADMIN' ? null : ADMIN_CHANGE_DENIED;
        expect(userChangeDenial(self(actorRole), someone('USER'), newRole)).toBe(base);
        const ownRoleChange = newRole !== undefined && newRole !== actorRole;
        expect(userChangeDenial(self(actorRole), self(actorRole), newRole)).toBe(base ?? (ownRoleChange ? OWN_ROLE_DENIED : null));
      });
    }
  }
});
