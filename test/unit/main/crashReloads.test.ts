// Reloading a crashed page: always at first, but not a fourth time within a minute.
import { describe, expect, it } from 'vitest';
import { CrashReloads } from '../../../src/main/crashReloads';

describe('CrashReloads', () => {
  it('reloads up to three crashes a minute, then leaves it to the user, and forgets old crashes', () => {
    let now = 0;
    const reloads = new CrashReloads(3, 60_000, () => now);
    expect([reloads.crashed(), reloads.crashed(), reloads.crashed()]).toEqual([true, true, true]);
    now = 30_000;
    expect(reloads.crashed()).toBe(false);
    now = 60_001; // the first three are over a minute old
    expect(reloads.crashed()).toBe(true);
  });
});
