import { describe, expect, it } from 'vitest';
import { SERVER_EVENT_SCHEMAS } from '../../../shared/schemas/realtime';
import { initialsOf, peerChanged, peerJoined, peerLeft, type Peers } from '../../../desktop/renderer/src/realtime/room-presence';

const none: Peers = new Map();

describe('room presence', () => {
  it('learns peers from presence-changed and user-joined, never oneself', () => {
    let peers = peerChanged(none, { userId: 'u2', teamtreeId: 't', name: 'Mia Member', selectedProfileId: 'p1' }, 'u1');
    peers = peerJoined(peers, 'u3', 'Olga Owner', 'u1');
    peers = peerChanged(peers, { userId: 'u1', teamtreeId: 't', name: 'Me' }, 'u1');
    expect([...peers.values()]).toEqual([
      { userId: 'u2', name: 'Mia Member', selectedProfileId: 'p1' },
      { userId: 'u3', name: 'Olga Owner', selectedProfileId: null },
    ]);
  });

  it('takes the name the server relays, drops malformed selections, and forgets who left', () => {
    let peers = peerJoined(none, 'u2', 'Mia Member', null);
    peers = peerChanged(peers, { userId: 'u2', teamtreeId: 't', name: 'Mia Renamed', selectedProfileId: 42 }, null);
    expect(peers.get('u2')).toEqual({ userId: 'u2', name: 'Mia Renamed', selectedProfileId: null });
    expect(peerChanged(peers, { userId: '', name: 'X', teamtreeId: 't' }, null)).toBe(peers);
    expect(peerLeft(peers, 'u2').size).toBe(0);
    expect(peerLeft(peers, 'nobody')).toBe(peers);
  });

  it('accepts only presence-changed events that carry the server\'s userId and name', () => {
    const schema = SERVER_EVENT_SCHEMAS['presence-changed'];
    expect(schema.safeParse({ userId: 'u2', teamtreeId: 't', selectedProfileId: 'p1' }).success).toBe(false);
    expect(schema.safeParse({ userId: 'u2', name: 'Mia Member', teamtreeId: 't' }).success).toBe(true);
  });

  it('makes initials of the first and last word', () => {
    expect(initialsOf('Mia Member')).toBe('MM');
    expect(initialsOf('  olga  von owner ')).toBe('OO');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('')).toBe('?');
  });
});
