import { describe, expect, it } from 'vitest';
import { isCurrentAddress } from '../../../../desktop/renderer/src/lib/current-address';

describe('isCurrentAddress', () => {
  it('is the window address whatever the spelling of its query', () => {
    expect(isCurrentAddress(new URLSearchParams({ q: 'Anna Krüger', page: '2' }), '?q=Anna%20Kr%C3%BCger&page=2')).toBe(true);
    expect(isCurrentAddress(new URLSearchParams(), '')).toBe(true);
  });

  it('is not a copy that the window has already left', () => {
    expect(isCurrentAddress(new URLSearchParams({ partnerId: 'a' }), '?partnerId=b')).toBe(false);
    expect(isCurrentAddress(new URLSearchParams({ q: 'An' }), '?q=Ann')).toBe(false);
  });
});
