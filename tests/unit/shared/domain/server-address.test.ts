import { describe, expect, it } from 'vitest';
import { normalizeServerAddress, SERVER_ADDRESS_MESSAGES, socketOriginOf } from '../../../../shared/domain/server-address';

describe('normalizeServerAddress', () => {
  it.each([
    ['https://teamtree.example.com', 'https://teamtree.example.com'],
    ['  https://teamtree.example.com/some/path?x=1  ', 'https://teamtree.example.com'],
    ['teamtree.example.com', 'https://teamtree.example.com'],
    ['https://teamtree.example.com:8443', 'https://teamtree.example.com:8443'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://127.0.0.1:3000/', 'http://127.0.0.1:3000'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
  ])('keeps %j as %j', (input, url) => {
    expect(normalizeServerAddress(input)).toEqual({ ok: true, url });
  });

  it.each([
    ['', SERVER_ADDRESS_MESSAGES.empty],
    ['   ', SERVER_ADDRESS_MESSAGES.empty],
    ['http://teamtree.example.com', SERVER_ADDRESS_MESSAGES.https],
    ['http://192.168.1.10:3000', SERVER_ADDRESS_MESSAGES.https],
    ['ftp://teamtree.example.com', SERVER_ADDRESS_MESSAGES.invalid],
    ['https://user:pw@teamtree.example.com', SERVER_ADDRESS_MESSAGES.invalid],
    ['https://exa mple.com', SERVER_ADDRESS_MESSAGES.invalid],
    ['javascript:alert(1)', SERVER_ADDRESS_MESSAGES.invalid],
  ])('refuses %j', (input, error) => {
    expect(normalizeServerAddress(input)).toEqual({ ok: false, error });
  });
});

describe('socketOriginOf', () => {
  it('pairs https with wss and http with ws', () => {
    expect(socketOriginOf('https://teamtree.example.com')).toBe('wss://teamtree.example.com');
    expect(socketOriginOf('http://localhost:3000')).toBe('ws://localhost:3000');
  });
});
