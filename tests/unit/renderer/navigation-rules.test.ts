import { describe, expect, it } from 'vitest';
import { afterSignIn, safeReturnUrl, signInUrl } from '../../../shared/domain/return-url';
import { countryForDialCode, dialCountries, searchDialCountries } from '../../../desktop/renderer/src/lib/dial-codes';
import { filterOptions, matchingUplines, toggle } from '../../../desktop/renderer/src/screens/shell/filter-options';
import { fallbackTree, pickActiveTree } from '../../../desktop/renderer/src/trees/active-tree-rules';

describe('returnUrl', () => {
  it('keeps same-site paths only', () => {
    expect(safeReturnUrl('/join/abc?x=1#h')).toBe('/join/abc?x=1#h');
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', null, '/auth/signin']) {
      expect(safeReturnUrl(bad)).toBeNull();
    }
  });

  it('keeps the verification link (it needs a session), but no other /auth/ page', () => {
    expect(safeReturnUrl('/auth/verify-email?token=abc_-1')).toBe('/auth/verify-email?token=abc_-1');
    expect(signInUrl('/auth/verify-email?token=abc')).toBe('/auth/signin?returnUrl=%2Fauth%2Fverify-email%3Ftoken%3Dabc');
    for (const page of ['/auth/signup', '/auth/reset-password?token=x', '/auth/verify-email/../signin', '/auth/verify-emailx']) {
      expect(safeReturnUrl(page), page).toBeNull();
    }
  });

  it("goes to the server's next, else the returnUrl, else /dashboard", () => {
    expect(afterSignIn('/auth/signup/extra', '/join/x')).toBe('/auth/signup/extra');
    expect(afterSignIn(undefined, '/join/x')).toBe('/join/x');
    expect(afterSignIn(undefined, '//evil.example')).toBe('/dashboard');
    expect(afterSignIn(undefined, null)).toBe('/dashboard');
  });

  it('builds the sign-in address keeping where the user wanted to go', () => {
    expect(signInUrl('/teamtree?teamtreeId=1')).toBe('/auth/signin?returnUrl=%2Fteamtree%3FteamtreeId%3D1');
    expect(signInUrl('//x')).toBe('/auth/signin');
  });
});

describe('active tree', () => {
  const trees = [
    { id: 'a', name: 'A', ownerId: 'u', ownerName: 'U', members: [{ permission: 'OWNER' as const }] },
    { id: 'b', name: 'B', ownerId: 'u', ownerName: 'U', members: [{ permission: 'READ' as const }] },
  ];
  it('keeps the stored tree if it is still listed, else the first, else none', () => {
    expect(pickActiveTree(trees, 'b')).toBe('b');
    expect(pickActiveTree(trees, 'gone')).toBe('a');
    expect(pickActiveTree(trees, null)).toBe('a');
    expect(pickActiveTree([], 'b')).toBeNull();
  });
  it('falls back to the first other tree after losing one', () => {
    expect(fallbackTree(trees, 'a')).toBe('b');
    expect(fallbackTree([trees[0]], 'a')).toBeNull();
  });
});

describe('dial codes', () => {
  it('defaults to Germany +49 and finds countries by name or code', () => {
    expect(countryForDialCode('+49')).toMatchObject({ iso: 'DE', dialCode: '+49' });
    expect(countryForDialCode('+1').iso).toBe('US');
    expect(dialCountries().length).toBeGreaterThan(200);
    expect(searchDialCountries('austr').map((c) => c.iso)).toEqual(expect.arrayContaining(['AT', 'AU']));
    expect(searchDialCountries('+43').map((c) => c.iso)).toContain('AT');
  });
});

describe('filter options', () => {
  it('offers profiles with children as uplines and each category with its values', () => {
    const base = { teamtreeId: 't', phone: '', birthday: null, billDate: null, parentName: null, categoryData: { categories: [], tags: [] }, reminders: [], version: 1, updatedAt: '' };
    const profiles = [
      { ...base, id: '1', name: 'Root', parentId: null, categories: [{ name: 'Rank', value: 'Gold' }] },
      { ...base, id: '2', name: 'Child', parentId: '1', categories: [{ name: 'Rank', value: 'Silver' }] },
      { ...base, id: '3', name: 'Leaf', parentId: '2', categories: [] },
    ];
    expect(filterOptions(profiles, ['Rank'])).toEqual({
      uplines: [
        { id: '2', name: 'Child', label: 'Child' },
        { id: '1', name: 'Root', label: 'Root' },
      ],
      categories: [{ name: 'Rank', values: ['Gold', 'Silver'] }],
    });
    expect(toggle(['a'], 'a')).toEqual([]);
    expect(toggle(['a'], 'b')).toEqual(['a', 'b']);
  });

  it('tells uplines of one name apart by their own upline, and the search box narrows them by that label', () => {
    const base = { teamtreeId: 't', phone: '', birthday: null, billDate: null, parentName: null, categoryData: { categories: [], tags: [] }, reminders: [], version: 1, updatedAt: '', categories: [] };
    const profiles = [
      { ...base, id: 'r', name: 'Rita', parentId: null },
      { ...base, id: 'm', name: 'Max Weber', parentId: 'r' },
      { ...base, id: 'a1', name: 'Anna Krüger', parentId: 'r' },
      { ...base, id: 'a2', name: 'Anna Krüger', parentId: 'm' },
      { ...base, id: 'k1', name: 'Kid', parentId: 'a1' },
      { ...base, id: 'k2', name: 'Kid', parentId: 'a2' },
    ];
    const { uplines } = filterOptions(profiles, []);
    expect(uplines.map((u) => u.label)).toEqual(['Anna Krüger · under Max Weber', 'Anna Krüger · under Rita', 'Max Weber', 'Rita']);
    expect(matchingUplines(uplines, 'weber').map((u) => u.id)).toEqual(['a2', 'm']);
    expect(matchingUplines(uplines, ' ')).toBe(uplines);
  });
});
