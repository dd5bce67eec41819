import { describe, expect, it } from 'vitest';
import { selfChoice } from '../../../../desktop/renderer/src/screens/teamtree/choose-self/self-choice';

const profiles = [{ id: 'root' }, { id: 'anna' }, { id: 'bert' }];

describe("'Select yourself!': what can be chosen and whether the tree waits", () => {
  it('offers the profiles no member has linked, and the tree waits for the choice', () => {
    const choice = selfChoice({ needsProfileLink: true, profiles, linkedByMembers: ['root', null] });
    expect(choice.free.map((p) => p.id)).toEqual(['anna', 'bert']);
    expect(choice).toMatchObject({ panel: true, known: true, blocking: true });
  });

  it('waits, offering nothing yet, while the members are not known', () => {
    expect(selfChoice({ needsProfileLink: true, profiles, linkedByMembers: null })).toEqual({ panel: true, free: [], known: false, blocking: true });
  });

  it('leaves the tree usable when every profile is another member’s (an editor adds their own)', () => {
    expect(selfChoice({ needsProfileLink: true, profiles, linkedByMembers: ['root', 'anna', 'bert'] })).toEqual({ panel: true, free: [], known: true, blocking: false });
  });

  it('shows no panel on an empty tree or to a member who has chosen', () => {
    const none = { panel: false, free: [], blocking: false };
    expect(selfChoice({ needsProfileLink: true, profiles: [], linkedByMembers: [] })).toMatchObject(none);
    expect(selfChoice({ needsProfileLink: false, profiles, linkedByMembers: ['root'] })).toMatchObject(none);
  });
});
