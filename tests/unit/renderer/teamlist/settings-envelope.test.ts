import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_SAVE_DEBOUNCE_MS } from '../../../../shared/domain/constants';
import { saveSettingsRequest } from '../../../../shared/schemas/settings';
import { debounce } from '../../../../desktop/renderer/src/lib/debounce';
import { settingsEnvelope, teamlistViewOf, visibleColumnsOf } from '../../../../desktop/renderer/src/screens/teamlist/settings-envelope';

describe('settings envelope', () => {
  it('builds the versioned POST body the server accepts', () => {
    const body = settingsEnvelope(['upline', 'name']);
    expect(body).toEqual({ settings: { __v: 1, value: { teamlist: { visibleCols: ['upline', 'name'], columns: ['upline', 'name'] } } } });
    expect(saveSettingsRequest.safeParse(body).success).toBe(true);
  });

  it('saves team size and level in columns only, visibleCols agreeing without them', () => {
    const body = settingsEnvelope(['level', 'name', 'teamSize', 'billDate']);
    expect(body.settings.value.teamlist).toEqual({ visibleCols: ['name', 'billDate'], columns: ['level', 'name', 'teamSize', 'billDate'] });
    expect(saveSettingsRequest.safeParse(body).success).toBe(true);
  });

  it('reads columns when it agrees with visibleCols, else visibleCols (a save by a client that knows only visibleCols)', () => {
    const answer = (teamlist: object) => ({ settings: { __v: 1, updatedAt: null, value: { teamlist } } });
    expect(visibleColumnsOf(answer({ visibleCols: ['name'], columns: ['teamSize', 'name', 'level'] }))).toEqual(['teamSize', 'name', 'level']);
    expect(visibleColumnsOf(answer({ visibleCols: ['phone', 'name'], columns: ['name', 'teamSize'] }))).toEqual(['phone', 'name']);
    expect(visibleColumnsOf(answer({ visibleCols: ['name'], columns: 'teamSize' }))).toEqual(['name']);
  });

  it('reads the visible columns of a GET answer', () => {
    expect(visibleColumnsOf({ settings: { __v: 1, updatedAt: null, value: { teamlist: { visibleCols: ['phone', 'name'] } } } })).toEqual(['phone', 'name']);
  });

  it('falls back to name, billDate, upline for missing, foreign-version or broken answers', () => {
    const fallback = ['name', 'billDate', 'upline'];
    expect(visibleColumnsOf(null)).toEqual(fallback);
    expect(visibleColumnsOf({ settings: { __v: 2, value: { teamlist: { visibleCols: ['phone'] } } } })).toEqual(fallback);
    expect(visibleColumnsOf({ settings: { __v: 1, value: {} } })).toEqual(fallback);
    expect(visibleColumnsOf({ settings: { __v: 1, value: { teamlist: { visibleCols: ['x'] } } } })).toEqual(fallback);
  });
});

describe('debounce (settings save)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once, 500 ms after the last change, with the latest value', () => {
    expect(SETTINGS_SAVE_DEBOUNCE_MS).toBe(500);
    const fn = vi.fn();
    const save = debounce(fn, SETTINGS_SAVE_DEBOUNCE_MS);
    save('a');
    vi.advanceTimersByTime(400);
    save('b');
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    expect(save.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('b');
    expect(save.pending()).toBe(false);
  });

  it('flushes a pending save at once, and only once', () => {
    const fn = vi.fn();
    const save = debounce(fn, 500);
    save('x');
    save.flush();
    expect(fn).toHaveBeenCalledWith('x');
    vi.advanceTimersByTime(1000);
    save.flush();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('drops a cancelled save', () => {
    const fn = vi.fn();
    const save = debounce(fn, 500);
    save('x');
    save.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('teamlistViewOf', () => {
  const answer = (teamlist: object) => ({ settings: { __v: 1, updatedAt: null, value: { teamlist } } });

  it("reads the kept view, 'list' when none or an unknown one is kept", () => {
    expect(teamlistViewOf(answer({ visibleCols: ['name'], view: 'genealogy' }))).toBe('genealogy');
    expect(teamlistViewOf(answer({ visibleCols: ['name'], view: 'list' }))).toBe('list');
    expect(teamlistViewOf(answer({ visibleCols: ['name'] }))).toBe('list');
    expect(teamlistViewOf(answer({ visibleCols: ['name'], view: 'tree' }))).toBe('list');
    expect(teamlistViewOf(null)).toBe('list');
  });
});
