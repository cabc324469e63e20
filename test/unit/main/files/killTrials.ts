// Test helper for crash safety: runs a saving child process, kills it with SIGKILL at a random
// moment, and checks what is left on disk against the texts the child could have written.
import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { SAVE_TEMP_SUFFIX } from '../../../../src/main/files/atomicWrite';
import type { SaveForeverMessage } from '../../../fixtures/files/saveForever';
import { claimedSaveNumber, largeProjectText } from '../../../fixtures/files/largeProject';

/** What one kill left behind. */
export interface KillOutcome {
  /** The target holds exactly the complete text of one save number. */
  whole: boolean;
  /** That save number (or null when the file claims none). */
  save: number | null;
  /** The newest save the child reported finished before it died. */
  lastReported: number;
  /** A temporary file was left: the kill landed inside a save, after its file was created. */
  killedMidSave: boolean;
}

const hashes = new Map<number, string>();
const running = new Set<ChildProcess>();

/** Kills any saving child still running (a test that failed or timed out leaves none behind). */
export function killStrayChildren(): void {
  for (const child of running) child.kill('SIGKILL');
}

function sha256(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

function expectedHash(save: number): string {
  let hash = hashes.get(save);
  if (hash === undefined) {
    hash = sha256(largeProjectText(save));
    hashes.set(save, hash);
  }
  return hash;
}

/** One target file that trials save to, again and again, starting from save number 0. */
export class KillLane {
  private current = 0;

  constructor(
    private readonly childScript: string,
    readonly target: string,
    private readonly how: 'atomic' | 'plain',
  ) {}

  /** Writes save number 0 as the file's starting content. */
  async start(): Promise<void> {
    await writeFile(this.target, largeProjectText(0), 'utf8');
    this.current = 0;
  }

  /** Starts a child saving numbers after the current one, kills it after `killAfterMs`, inspects. */
  async trial(killAfterMs: number): Promise<KillOutcome> {
    let lastReported = this.current;
    const child = fork(this.childScript, [this.target, String(this.current + 1), this.how], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    running.add(child);
    const exited = new Promise<void>((resolve) => child.once('exit', () => (running.delete(child), resolve())));
    await new Promise<void>((resolve, reject) => {
      child.on('message', (message: SaveForeverMessage) => {
        if (message.kind === 'ready') resolve();
        else lastReported = Math.max(lastReported, message.save);
      });
      child.once('exit', (code, signal) => reject(new Error(`the saving child ended before it was ready (${code ?? signal})`)));
    });
    // The random moment of the kill: what this test is about, not a wait for something to happen.
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
    child.kill('SIGKILL');
    await exited;

    const bytes = await readFile(this.target);
    const save = claimedSaveNumber(bytes.subarray(0, 100).toString('utf8'));
    const whole = save !== null && sha256(bytes) === expectedHash(save);
    const killedMidSave = await this.removeTemporaryFiles();
    if (save !== null) this.current = Math.max(save, this.current);
    return { whole, save, lastReported, killedMidSave };
  }

  /** Removes what a killed save left beside the target; says whether there was anything. */
  private async removeTemporaryFiles(): Promise<boolean> {
    const folder = dirname(this.target);
    const leftovers = (await readdir(folder)).filter((name) => name !== basename(this.target) && name.endsWith(SAVE_TEMP_SUFFIX));
    await Promise.all(leftovers.map((name) => rm(join(folder, name), { force: true })));
    return leftovers.length > 0;
  }
}
