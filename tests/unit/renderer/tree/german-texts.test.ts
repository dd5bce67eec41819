import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../desktop/renderer/src/i18n/i18n';
import { moveQuestion } from '../../../../desktop/renderer/src/screens/teamtree/partner/MoveConfirmDialog';
import { dueLabel } from '../../../../desktop/renderer/src/screens/teamtree/partner/partner-form';
import { deniedKey } from '../../../../desktop/renderer/src/screens/teamtree/profile-denial';
import { hiddenLabel } from '../../../../desktop/renderer/src/screens/teamtree/tree/fold-marks';
import { buildLayout } from '../../../../desktop/renderer/src/screens/teamtree/tree/layout';
import { describeNode } from '../../../../desktop/renderer/src/screens/teamtree/tree/navigation';
import { moreLabel } from '../../../../desktop/renderer/src/screens/teamtree/tree/paging';
import { downlineCounts, levelsBelow, teamBadge } from '../../../../desktop/renderer/src/screens/teamtree/tree/team-sizes';
import { liveLabel } from '../../../../desktop/renderer/src/screens/teamtree/useRoomUsers';
import { labelWords, moveRefusalTexts, partnersText } from '../../../../desktop/renderer/src/screens/teamtree/tree-texts';
import { distinctLabels } from '../../../../shared/domain/distinct-names';
import { moveRefusal, uplineChoice } from '../../../../shared/domain/upline-choice';
import { SMALL } from './fixtures';

/** The tree page's words built in code (the canvas's, the announcements, the dialogs' sentences) in both languages. */
describe('tree page texts in German and English (issue 36)', () => {
  afterEach(() => i18n.changeLanguage('en'));
  const layout = buildLayout(SMALL);
  const at = (id: string) => layout.index.get(id)!;

  it('keeps the English as it was', () => {
    expect(moreLabel(1_234)).toBe('Show 500 more (1,234 left)');
    expect(hiddenLabel(12_345)).toBe('+12,345');
    expect(describeNode(layout, at('a'), 'Anna')).toBe('Anna, level 1, 1 of 3, 2 partners below');
    expect(moveQuestion('Anna', 1, 'Max')).toBe('Move Anna (and 1 partner below) under Max?');
    expect(moveQuestion('Anna', 0, 'Max')).toBe('Move Anna under Max?');
    expect(dueLabel({ text: 'x', done: false, dueDate: '2026-11-27', dueTime: '09:30' })).toBe('Due 27.11.2026, 09:30');
    expect(liveLabel(2)).toBe('Live (2 aktive Nutzer)');
    expect(partnersText(1234)).toBe('1234 partners');
  });

  it('writes the canvas words, counts and sentences in German with German number grouping', async () => {
    await i18n.changeLanguage('de');
    expect(moreLabel(1_234)).toBe('500 weitere zeigen (noch 1.234)');
    expect(hiddenLabel(12_345)).toBe('+12.345');
    expect(describeNode(layout, at('a'), 'Anna')).toBe('Anna, Ebene 1, 1 von 3, 2 Partner darunter');
    expect(moveQuestion('Anna', 12, 'Max')).toBe('Anna (und 12 Partner darunter) unter Max verschieben?');
    expect(moveQuestion('Anna', 0, 'Max')).toBe('Anna unter Max verschieben?');
    expect(dueLabel({ text: 'x', done: false, dueDate: '2026-11-27', dueTime: '09:30' })).toBe('Fällig 27.11.2026, 09:30');
    expect(dueLabel({ text: 'x', done: false, dueDate: '2026-11-27' })).toBe('Fällig 27.11.2026');
    expect(partnersText(1)).toBe('1 Partner');
    expect(partnersText(1234)).toBe('1.234 Partner');
    const counts = downlineCounts(layout);
    expect(teamBadge(counts, levelsBelow(layout, at('root')), at('a'))).toBe('2 · E1');
  });

  it('tells partners of one name apart and refuses a move in the language shown', async () => {
    const person = { billDate: null, categories: [] };
    const tree = [
      { id: 'r', parentId: null, name: 'Anna', ...person },
      { id: 'm', parentId: 'r', name: 'Max', ...person },
      { id: 'a', parentId: 'm', name: 'Anna', ...person },
    ];
    const moves = { parentOf: (id: string) => tree.find((p) => p.id === id)!.parentId, nameOf: (id: string) => tree.find((p) => p.id === id)!.name };
    expect([...distinctLabels(tree, labelWords()).values()]).toEqual(['Anna · root', 'Anna · under Max']);
    expect(moveRefusal(moves, 'm', 'a', moveRefusalTexts())).toBe("Anna is in Max's downline: a partner cannot move under their own team.");
    await i18n.changeLanguage('de');
    expect([...distinctLabels(tree, labelWords()).values()]).toEqual(['Anna · Wurzel', 'Anna · unter Max']);
    expect(moveRefusal(moves, 'm', 'a', moveRefusalTexts())).toBe('Anna ist in der Downline von Max: Ein Partner kann nicht unter sein eigenes Team.');
    expect(moveRefusal(moves, 'm', 'm', moveRefusalTexts())).toBe('Max kann nicht unter sich selbst.');
    expect(moveRefusal(moves, 'm', 'r', moveRefusalTexts())).toBe('Max ist schon unter Anna.');
    expect(moveRefusal(moves, 'r', 'm', moveRefusalTexts())).toBe('Die Wurzel lässt sich nicht verschieben.');
    expect(uplineChoice(tree, 'm', 'ann', distinctLabels(tree, labelWords()), moveRefusalTexts()).refusal).toBe('Anna ist in der Downline von Max: Ein Partner kann nicht unter sein eigenes Team.');
  });

  it('names a refused action by its key, the text then in the language shown', () => {
    expect(deniedKey('READ', 'edit', false)).toBe('edit');
    expect(deniedKey('EDIT', 'edit', true)).toBe('rootEdit');
    expect(deniedKey('MODERATOR', 'delete', true)).toBe('rootDelete');
    expect(deniedKey('EDIT', 'delete', false)).toBeNull();
    expect(deniedKey('OWNER', 'edit', true)).toBeNull();
  });
});
