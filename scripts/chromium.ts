// Which Chromium the end-to-end tests and the editor benchmark drive: the one CHROMIUM_PATH names,
// else Debian's /usr/bin/chromium, else a browser Playwright itself installed. Nothing here
// downloads a browser (these machines have no network for it); when none is found, one sentence
// says how to get one.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Debian's Chromium package puts its launcher here. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * Flags for a headless Chromium here: no sandbox (containers), no GPU (WebGL through SwiftShader,
 * which Playwright does not add for a browser it did not ship), and no background networking,
 * which on these offline machines only makes Chromium try, and fail, many connections.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];

/**
 * The same flags with the compositor on SwiftShader's GL too. With `--disable-gpu` Chromium
 * composites in software, so every frame's commit waits on the main thread while the GPU process
 * draws the WebGL canvas and reads it back (`GLES2::ReadPixels`, 100–850 ms a frame for a 4096²
 * map on these cores): a wait the desktop app, which composites on its GPU, never has. The price
 * is a GPU process that rasterises the compositor's frames on the same two cores, which makes the
 * main thread's own work slower on the wall clock.
 */
export const GPU_COMPOSITED_FLAGS = [
  ...CHROMIUM_FLAGS.filter((flag) => flag !== '--disable-gpu'),
  '--use-angle=swiftshader',
  '--ignore-gpu-blocklist',
];

/** How a benchmark's Chromium composites its frames. */
export type Compositing = 'gpu' | 'software';

/**
 * The flags a UI benchmark launches with: its own choice, or BENCH_COMPOSITING (gpu or software).
 * Long-task counts choose the GPU compositor (the read-back waits are not the app's); script and
 * answer times choose software (no compositor frames competing for the cores).
 */
export function benchChromiumFlags(preferred: Compositing): string[] {
  const chosen = process.env['BENCH_COMPOSITING'] ?? preferred;
  return chosen === 'software' ? CHROMIUM_FLAGS : GPU_COMPOSITED_FLAGS;
}

/** Said when no browser is found: how to get one. */
export const NO_CHROMIUM =
  'No Chromium found: install one ("apt-get install chromium" on Debian or Ubuntu, or "npx playwright install chromium" with network access) or set CHROMIUM_PATH to a Chromium binary.';

/** What the lookup may consult; tests pass their own. */
export interface ChromiumLookup {
  /** The CHROMIUM_PATH variable, if set. */
  chromiumPath: string | undefined;
  /** Whether a file exists at a path. */
  exists(path: string): boolean;
  /** Where Playwright's own Chromium would be (it may not be installed), or undefined if unknown. */
  playwrightChromium(): string | undefined;
}

/** The answer: a browser to launch, or a sentence saying why there is none and what to do. */
export type ChromiumFound = { path: string; problem?: undefined } | { path?: undefined; problem: string };

/** Looks for a Chromium in order: CHROMIUM_PATH, /usr/bin/chromium, Playwright's installed browser. */
export function findChromium(lookup: ChromiumLookup): ChromiumFound {
  const chosen = lookup.chromiumPath?.trim();
  if (chosen) {
    // A path the user named and got wrong is reported, not quietly replaced by another browser.
    return lookup.exists(chosen)
      ? { path: chosen }
      : { problem: `CHROMIUM_PATH is set to ${chosen}, but no file is there: point it at a Chromium binary, or unset it to use ${SYSTEM_CHROMIUM}.` };
  }
  if (lookup.exists(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM };
  const bundled = lookup.playwrightChromium();
  if (bundled && lookup.exists(bundled)) return { path: bundled };
  return { problem: NO_CHROMIUM };
}

/** This machine's answer: the real environment, file system and Playwright install. */
export function findChromiumHere(): ChromiumFound {
  return findChromium({
    chromiumPath: process.env['CHROMIUM_PATH'],
    exists: existsSync,
    playwrightChromium: () => {
      try {
        return chromium.executablePath();
      } catch {
        return undefined; // Playwright knows no browser for this platform
      }
    },
  });
}

/** The browser to launch; without one, prints the sentence that says how to get one and exits. */
export function chromiumOrExit(): string {
  const found = findChromiumHere();
  if (found.path !== undefined) return found.path;
  console.error(found.problem);
  process.exit(1);
}
