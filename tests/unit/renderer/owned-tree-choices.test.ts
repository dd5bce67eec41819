import { describe, expect, it } from 'vitest';
import { i18n } from '../../../desktop/renderer/src/i18n/i18n';
import { deletionSummary, transfersOf } from '../../../desktop/renderer/src/screens/account-page/owned-tree-choices';

describe('deleting an account: the owned trees', () => {
  it('hands over the trees a member was chosen for; the others are deleted', () => {
    expect(transfersOf({ t1: 'u2', t2: '', t3: 'u3' })).toEqual([
      { teamtreeId: 't1', userId: 'u2' },
      { teamtreeId: 't3', userId: 'u3' },
    ]);
    expect(transfersOf({})).toEqual([]);
  });

  it('says what goes and what is handed over', () => {
    expect(deletionSummary(0, 0)).toBe('This cannot be undone.');
    expect(deletionSummary(1, 0)).toBe('This cannot be undone. 1 TeamTree you own is deleted with all partners.');
    expect(deletionSummary(2, 1)).toBe('This cannot be undone. 2 TeamTrees you own are deleted with all partners. 1 TeamTree you own goes to its new owner.');
    expect(deletionSummary(0, 3)).toBe('This cannot be undone. 3 TeamTrees you own go to their new owners.');
  });

  it('says it in German', async () => {
    await i18n.changeLanguage('de');
    try {
      expect(deletionSummary(2, 1)).toBe('Das lässt sich nicht rückgängig machen. 2 TeamTrees von dir werden mit allen Partnern gelöscht. 1 TeamTree von dir geht an den neuen Eigentümer.');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
