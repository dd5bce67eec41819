import { describe, expect, it } from 'vitest';
import { insertMention, membersMatching, mentionParts, mentionQueryAt, mentionsKept } from '../../../../shared/domain/mention-text';

const anna = { userId: 'a', name: 'Anna Leader' };
const annika = { userId: 'b', name: 'Annika Berg' };
const bert = { userId: 'c', name: 'Bert Anders' };

describe('mentionQueryAt', () => {
  it('finds the @ at the start or after white space, up to the caret', () => {
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('Call @An', 8)).toEqual({ start: 5, query: 'An' });
    expect(mentionQueryAt('Call @Anna Le', 13)).toEqual({ start: 5, query: 'Anna Le' });
  });

  it('is no mention inside a word, across a line break or a second @, or with the caret before the @', () => {
    expect(mentionQueryAt('mail me@home', 12)).toBeNull();
    expect(mentionQueryAt('@Anna\nnext', 10)).toBeNull();
    expect(mentionQueryAt('Call @An', 4)).toBeNull();
    expect(mentionQueryAt('no mention', 10)).toBeNull();
  });
});

describe('membersMatching', () => {
  it('matches the start of the name or of one of its words, in any case', () => {
    expect(membersMatching([anna, annika, bert], 'an')).toEqual([anna, annika, bert]);
    expect(membersMatching([anna, annika, bert], 'ANNA')).toEqual([anna]);
    expect(membersMatching([anna, annika, bert], 'berg')).toEqual([annika]);
    expect(membersMatching([anna, annika, bert], '')).toEqual([anna, annika, bert]);
    expect(membersMatching([anna, annika, bert], 'x')).toEqual([]);
    expect(membersMatching([anna, annika, bert], '', 2)).toEqual([anna, annika]);
  });
});

describe('insertMention', () => {
  it('puts @Name and one space in place of what was typed, the caret after it', () => {
    expect(insertMention('Call @An', 5, 8, 'Anna Leader')).toEqual({ text: 'Call @Anna Leader ', caret: 18 });
    expect(insertMention('@An about it', 0, 3, 'Anna Leader')).toEqual({ text: '@Anna Leader about it', caret: 13 });
  });
});

describe('mentionsKept', () => {
  it('keeps the chosen members the text still names, each once', () => {
    expect(mentionsKept('Ask @Anna Leader and @Anna Leader', [anna, anna, bert])).toEqual(['a']);
    expect(mentionsKept('typed away', [anna])).toEqual([]);
  });
});

describe('mentionParts', () => {
  it('cuts the text into plain parts and the mentions of members', () => {
    expect(mentionParts('Ask @Anna Leader about @Bert Anders.', [anna, bert])).toEqual([
      { text: 'Ask ' },
      { text: '@Anna Leader', userId: 'a' },
      { text: ' about ' },
      { text: '@Bert Anders', userId: 'c' },
      { text: '.' },
    ]);
    expect(mentionParts('@Nobody here', [anna])).toEqual([{ text: '@Nobody here' }]);
    expect(mentionParts('', [anna])).toEqual([]);
  });

  it('takes the longest name where names overlap', () => {
    const short = { userId: 's', name: 'Anna' };
    expect(mentionParts('@Anna Leader', [short, anna])).toEqual([{ text: '@Anna Leader', userId: 'a' }]);
  });
});
