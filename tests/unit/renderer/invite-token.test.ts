import { describe, expect, it } from 'vitest';
import { inviteTokenOfPath, parseInviteToken } from '../../../desktop/renderer/src/lib/invite-token';

describe('parseInviteToken', () => {
  it('accepts a bare token or a pasted invitation link', () => {
    expect(parseInviteToken('  abc123 ')).toBe('abc123');
    expect(parseInviteToken('http://localhost:3000/join/abc123')).toBe('abc123');
    expect(parseInviteToken('https://x.example/join/request/tok-en_1?x=1')).toBe('tok-en_1');
    expect(parseInviteToken('')).toBe('');
  });
});

describe('inviteTokenOfPath', () => {
  it('reads the token of a join path, and nothing else', () => {
    const token = 'A'.repeat(43);
    expect(inviteTokenOfPath(`/join/${token}`)).toBe(token);
    expect(inviteTokenOfPath(`/join/request/${token}?x=1`)).toBe(token);
    expect(inviteTokenOfPath('/dashboard')).toBeNull();
    expect(inviteTokenOfPath('/join/short')).toBeNull();
    expect(inviteTokenOfPath(null)).toBeNull();
  });
});
