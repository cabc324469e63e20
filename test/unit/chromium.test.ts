// The browser lookup shared by the end-to-end tests and the editor benchmark: which Chromium wins
// when several are present, and what a user is told when the one they named, or every one, is missing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { benchChromiumFlags, CHROMIUM_FLAGS, findChromium, GPU_COMPOSITED_FLAGS, NO_CHROMIUM, SYSTEM_CHROMIUM } from '../../scripts/chromium';

const PLAYWRIGHT = '/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/** A machine whose only files are `present`, with CHROMIUM_PATH set to `chromiumPath`. */
function machine(present: string[], chromiumPath?: string, playwright: string | undefined = PLAYWRIGHT) {
  const files = new Set(present);
  return { chromiumPath, exists: (path: string) => files.has(path), playwrightChromium: () => playwright };
}

describe('findChromium', () => {
  it('takes the browser CHROMIUM_PATH names over every other', () => {
    expect(findChromium(machine(['/opt/chrome/chrome', SYSTEM_CHROMIUM, PLAYWRIGHT], '/opt/chrome/chrome'))).toEqual({ path: '/opt/chrome/chrome' });
  });

  it("uses Debian's /usr/bin/chromium when CHROMIUM_PATH is unset or empty, even if Playwright has a browser", () => {
    expect(findChromium(machine([SYSTEM_CHROMIUM, PLAYWRIGHT]))).toEqual({ path: SYSTEM_CHROMIUM });
    expect(findChromium(machine([SYSTEM_CHROMIUM, PLAYWRIGHT], ' '))).toEqual({ path: SYSTEM_CHROMIUM });
  });

  it("falls back to Playwright's installed browser when there is no system Chromium", () => {
    expect(findChromium(machine([PLAYWRIGHT]))).toEqual({ path: PLAYWRIGHT });
  });

  it("does not offer Playwright's browser when its file is not there", () => {
    expect(findChromium(machine([]))).toEqual({ problem: NO_CHROMIUM });
    expect(findChromium(machine([], undefined, undefined))).toEqual({ problem: NO_CHROMIUM });
  });

  it('reports a CHROMIUM_PATH that points nowhere instead of quietly using another browser', () => {
    const found = findChromium(machine([SYSTEM_CHROMIUM, PLAYWRIGHT], '/opt/missing/chrome'));
    expect(found.path).toBeUndefined();
    expect(found.problem).toContain('CHROMIUM_PATH is set to /opt/missing/chrome');
  });

  it('tells a user without any browser how to get one, in one sentence', () => {
    expect(NO_CHROMIUM).toMatch(/apt-get install chromium/);
    expect(NO_CHROMIUM).toMatch(/CHROMIUM_PATH/);
    expect(NO_CHROMIUM.split(/[.!?](\s|$)/).filter((s) => s.trim()).length).toBe(1);
  });
});

describe('benchChromiumFlags', () => {
  afterEach(() => void vi.unstubAllEnvs());

  it('composites on SwiftShader\'s GL when a bench asks for the GPU: no --disable-gpu, ANGLE on SwiftShader, the blocklist ignored', () => {
    vi.stubEnv('BENCH_COMPOSITING', undefined);
    const flags = benchChromiumFlags('gpu');
    expect(flags).toBe(GPU_COMPOSITED_FLAGS);
    expect(flags).not.toContain('--disable-gpu');
    expect(flags).toEqual(expect.arrayContaining(['--use-angle=swiftshader', '--ignore-gpu-blocklist', '--enable-unsafe-swiftshader', '--no-sandbox']));
  });

  it('keeps the tests\' software compositor (--disable-gpu) when a bench asks for it', () => {
    vi.stubEnv('BENCH_COMPOSITING', undefined);
    expect(benchChromiumFlags('software')).toBe(CHROMIUM_FLAGS);
    expect(CHROMIUM_FLAGS).toContain('--disable-gpu');
  });

  it('lets BENCH_COMPOSITING override the bench\'s choice either way', () => {
    vi.stubEnv('BENCH_COMPOSITING', 'software');
    expect(benchChromiumFlags('gpu')).toBe(CHROMIUM_FLAGS);
    vi.stubEnv('BENCH_COMPOSITING', 'gpu');
    expect(benchChromiumFlags('software')).toBe(GPU_COMPOSITED_FLAGS);
  });
});
