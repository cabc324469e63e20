// A browser that dies the way a crash kills it: Chromium launched on a profile folder of its own
// (a persistent context, so IndexedDB outlives the browser), and killed with SIGKILL, its whole
// process group at once, so nothing gets to close, unload or flush politely. Launching again on
// the same folder is the user starting the browser after the crash. Used by the recovery spec
// and the recovery benchmark.
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { CHROMIUM_FLAGS, chromiumOrExit } from '../../scripts/chromium';

/** A browser running on a profile folder. */
export interface ProfileBrowser {
  context: BrowserContext;
  /** Its first tab. */
  page: Page;
  /** Kills the browser and everything it started (SIGKILL to its process group); resolves once it is gone. */
  kill(): Promise<void>;
}

/** Launches Chromium on `profile` (a folder), its pages at `baseURL`. */
export async function launchOnProfile(profile: string, baseURL: string): Promise<ProfileBrowser> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumOrExit(),
    args: CHROMIUM_FLAGS,
    baseURL,
    viewport: { width: 1280, height: 800 },
  });
  const pid = browserPid(profile);
  const page = context.pages()[0] ?? (await context.newPage());
  const closed = new Promise<void>((resolve) => context.once('close', () => resolve()));
  return {
    context,
    page,
    async kill() {
      // Playwright starts the browser as the leader of its own process group (renderers, GPU and
      // storage processes are in it too): the negative pid reaches them all.
      process.kill(-pid, 'SIGKILL');
      await closed;
    },
  };
}

/** The pid of the browser this process launched on `profile`: our child whose command line names the folder. */
function browserPid(profile: string): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== process.pid) continue;
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').some((arg) => arg === `--user-data-dir=${profile}`)) return Number(entry);
    } catch {
      // a process that ended while we looked
    }
  }
  throw new Error(`No Chromium of ours runs on ${profile}; this helper needs Linux's /proc.`);
}
