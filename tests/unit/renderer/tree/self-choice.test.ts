import { describe, expect, it } from 'vitest';
import { distinctLabels } from '../../../../shared/domain/distinct-names';
import { matchingChoices, selfChoice } from '../../../../desktop/renderer/src/screens/teamtree/choose-self/self-choice';

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

describe("'Select yourself!' search", () => {
  const tree = [
    { id: 'root', name: 'Rita Root', parentId: null },
    { id: 'max', name: 'Max Weber', parentId: 'root' },
    { id: 'a1', name: 'Anna Krüger', parentId: 'root' },
    { id: 'a2', name: 'Anna Krüger', parentId: 'max' },
    { id: 'bert', name: 'Bert', parentId: 'max' },
  ];
  const labels = distinctLabels(tree);
  const found = (query: string) => matchingChoices(tree, labels, query).map((p) => p.id);

  it('finds by name, and a name several hold also by the upline the list shows beside it', () => {
    expect(found('anna')).toEqual(['a1', 'a2']);
    expect(found(' WEBER ')).toEqual(['max', 'a2']);
    expect(found('')).toEqual(['root', 'max', 'a1', 'a2', 'bert']);
    expect(found('nobody')).toEqual([]);
  });
});
