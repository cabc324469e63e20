// Test helper: runs a file operation the way an ordinary user would meet it. Root ignores
// permission bits, so as root the operation runs in a child process started as uid/gid 65534
// ("nobody"); otherwise in this process, where the bits already apply.
import { spawnSync } from 'node:child_process';
import { chmod, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { atomicWrite } from '../../../../src/main/files/atomicWrite';
import { readProjectFile } from '../../../../src/main/files/readProjectFile';
import type { FileOnceOutcome } from '../../../fixtures/files/fileOnce';
import { bundleForNode } from './bundleForNode';

const isRoot = process.getuid?.() === 0;

/**
 * Saves `text` to `path` (operation 'save') or reads the project file `path` ('read') without
 * root's privileges. `openFolders` are made traversable by others first (mkdtemp makes folders
 * private to their owner), so the only thing in the way is what the test set up.
 */
export async function asAnotherUser(operation: 'save' | 'read', path: string, text: string | null, openFolders: string[]): Promise<FileOnceOutcome> {
  if (!isRoot) return here(operation, path, text);
  const script = await bundleForNode('test/fixtures/files/fileOnce.ts');
  try {
    for (const folder of [dirname(script), ...openFolders]) await chmod(folder, 0o755);
    const args = operation === 'save' ? [script, operation, path, text ?? ''] : [script, operation, path];
    const run = spawnSync(process.execPath, args, { uid: 65534, gid: 65534, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`the unprivileged ${operation} did not run: ${run.stderr}`);
    return JSON.parse(run.stdout) as FileOnceOutcome;
  } finally {
    await rm(dirname(script), { recursive: true, force: true });
  }
}

async function here(operation: 'save' | 'read', path: string, text: string | null): Promise<FileOnceOutcome> {
  try {
    if (operation === 'save') {
      await atomicWrite(path, text ?? '');
      return { ok: true };
    }
    return { ok: true, text: (await readProjectFile(path)).text };
  } catch (error) {
    const { message, code } = error as { message: string; code: string };
    return { ok: false, message, code };
  }
}
