import { describe, expect, it } from 'vitest';
import { deepLinkRoute } from '../../shared/desktop-api';
import { deepLinkFromArgv, parseDeepLink } from '../../desktop/main/deep-links';

const TOKEN = 'Q2xhcmEgaXMgYSBzaGFyZSB0b2tlbg';

describe('parseDeepLink', () => {
  it('reads a join link', () => {
    expect(parseDeepLink(`teamtree://join/${TOKEN}`)).toEqual({ kind: 'join', token: TOKEN });
    expect(parseDeepLink(`teamtree://join/${TOKEN}/`)).toEqual({ kind: 'join', token: TOKEN });
  });

  it.each([
    ['another scheme', `https://join/${TOKEN}`],
    ['an unknown action', `teamtree://open/${TOKEN}`],
    ['no token', 'teamtree://join/'],
    ['a short token', 'teamtree://join/abc'],
    ['characters outside base64url', 'teamtree://join/abc%20def%3Cscript%3Exxxxxxxx'],
    ['extra path parts', `teamtree://join/${TOKEN}/../../etc`],
    ['credentials', `teamtree://user:pw@join/${TOKEN}`],
    ['a port', `teamtree://join:8080/${TOKEN}`],
    ['garbage', 'not a url'],
  ])('refuses %s', (_label, raw) => {
    expect(parseDeepLink(raw)).toBeNull();
  });
});

describe('deepLinkFromArgv', () => {
  it('finds the link among other arguments (Windows passes it after "--")', () => {
    expect(deepLinkFromArgv(['TeamTree.exe', '--', `teamtree://join/${TOKEN}`])).toEqual({ kind: 'join', token: TOKEN });
  });

  it('ignores arguments that only look like links', () => {
    expect(deepLinkFromArgv(['TeamTree.exe', '--flag', 'teamtree://evil/x'])).toBeNull();
  });
});

describe('deepLinkRoute', () => {
  it('opens the join request screen', () => {
    expect(deepLinkRoute({ kind: 'join', token: TOKEN })).toBe(`/join/request/${TOKEN}`);
  });
});
