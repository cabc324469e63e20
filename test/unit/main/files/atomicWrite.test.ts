// atomicWrite: a save replaces the file whole, keeps its permissions and links, runs saves to one
// file in call order, and a save that cannot happen says why and leaves everything as it was.
//
// Failing saves are made real, not simulated: the tests run as root here, where a folder's
// permission bits stop nothing, so the read-only-folder save runs in a child process started as
// an unprivileged user (uid 65534, "nobody"; without root, the test's own process is enough; see
// asAnotherUser). The full-disk save writes into a 1 MiB tmpfs, mounted when the test may (root on
// Linux; skipped elsewhere).
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, readFile, readlink, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atomicWrite } from '../../../../src/main/files/atomicWrite';
import { FileAccessError } from '../../../../src/main/files/fileErrors';
import { asAnotherUser } from './asAnotherUser';

const isRoot = process.getuid?.() === 0;
let folder = '';

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A folder's file names and each file's hash: what "nothing changed" compares. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const entries: Record<string, string> = {};
  for (const name of (await readdir(dir)).sort()) {
    const path = join(dir, name);
    entries[name] = (await stat(path)).isDirectory() ? 'folder' : sha256(await readFile(path));
  }
  return entries;
}

async function saveFailure(target: string, text: string): Promise<FileAccessError> {
  const error = await atomicWrite(target, text).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FileAccessError);
  return error as FileAccessError;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'astar-atomic-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('atomicWrite saves', () => {
  it('writes a new file and replaces it whole on the next save, leaving no temporary file', async () => {
    const target = join(folder, 'river.astar');
    await atomicWrite(target, '{"name":"Fluss über Brücke 🌉"}\n');
    expect(await readFile(target, 'utf8')).toBe('{"name":"Fluss über Brücke 🌉"}\n');
    await atomicWrite(target, 'short');
    expect(await readFile(target, 'utf8')).toBe('short');
    expect(await readdir(folder)).toEqual(['river.astar']);
  });

  it('writes an array of texts as their concatenation', async () => {
    const target = join(folder, 'parts.astar');
    await atomicWrite(target, ['{"header":1}\n', 'x'.repeat(3_000_000), '\nend']);
    const text = await readFile(target, 'utf8');
    expect(text.length).toBe('{"header":1}\n'.length + 3_000_000 + 4);
    expect(text.endsWith('x\nend')).toBe(true);
  });

  it("keeps the file's permissions", async () => {
    const target = join(folder, 'private.astar');
    await writeFile(target, 'old');
    await chmod(target, 0o600);
    await atomicWrite(target, 'new');
    expect((await stat(target)).mode & 0o777).toBe(0o600);
  });

  it('saving through a symbolic link replaces the file it points at and keeps the link', async () => {
    const real = join(folder, 'real.astar');
    const link = join(folder, 'link.astar');
    await writeFile(real, 'old');
    await symlink(real, link);
    await atomicWrite(link, 'new');
    expect(await readFile(real, 'utf8')).toBe('new');
    expect(await readlink(link)).toBe(real);
  });

  it('runs saves to one file in the order they were asked for: the last one stays', async () => {
    const target = join(folder, 'order.astar');
    await Promise.all(Array.from({ length: 6 }, (_, i) => atomicWrite(target, `save ${i} `.repeat(100_000 * (6 - i)))));
    expect((await readFile(target, 'utf8')).startsWith('save 5 ')).toBe(true);
    expect((await readdir(folder)).filter((n) => n.includes('order.astar'))).toEqual(['order.astar']);
  });
});

describe('a save that cannot happen says why and changes nothing', () => {
  it('a folder where the file should be', async () => {
    const target = join(folder, 'taken.astar');
    await mkdir(target);
    await writeFile(join(target, 'inside.txt'), 'keep me');
    const before = await snapshot(folder);
    const error = await saveFailure(target, 'new text');
    expect(error.message).toMatch(/is a folder, not a file\. Use Save As… to choose another name\. Nothing on disk was changed\.$/);
    expect(await snapshot(folder)).toEqual(before);
    expect(await readFile(join(target, 'inside.txt'), 'utf8')).toBe('keep me');
  });

  it('a folder path that runs through a file', async () => {
    const notAFolder = join(folder, 'notes.txt');
    await writeFile(notAFolder, 'plain notes');
    const before = await snapshot(folder);
    const error = await saveFailure(join(notAFolder, 'map.astar'), 'new text');
    expect(error.code).toBe('ENOTDIR');
    expect(error.message).toContain('is a file, not a folder');
    expect(await snapshot(folder)).toEqual(before);
  });

  it('a folder that does not exist', async () => {
    const error = await saveFailure(join(folder, 'gone', 'map.astar'), 'new text');
    expect(error.message).toMatch(/^"map\.astar" could not be saved: the folder ".*gone" does not exist\. Use Save As…/);
  });

  it('a read-only folder (written to by a user without permission)', async () => {
    const readOnly = join(folder, 'read-only');
    await mkdir(readOnly);
    const target = join(readOnly, 'map.astar');
    await writeFile(target, 'the old map');
    const before = await snapshot(readOnly);
    await chmod(readOnly, 0o555);
    try {
      const outcome = await asAnotherUser('save', target, 'the new map', [folder]);
      expect(outcome).toMatchObject({ ok: false, code: 'EACCES' });
      expect((outcome as { message: string }).message).toBe(
        `"map.astar" could not be saved: you are not allowed to write in the folder "${readOnly}" (it may be read-only, or the file may be open in another program). Use Save As… to save it somewhere else. Nothing on disk was changed.`,
      );
    } finally {
      await chmod(readOnly, 0o755);
    }
    expect(await snapshot(readOnly)).toEqual(before);
  });

  it.skipIf(!canMountTmpfs())('a full disk (a 1 MiB tmpfs)', async () => {
    const disk = join(folder, 'small-disk');
    await mkdir(disk);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', disk]);
    try {
      const target = join(disk, 'map.astar');
      await writeFile(target, 'o'.repeat(300_000));
      const before = await snapshot(disk);
      const error = await saveFailure(target, 'n'.repeat(900_000));
      expect(error.code).toBe('ENOSPC');
      expect(error.message).toBe(
        `"map.astar" could not be saved: the disk holding "${disk}" is full. Free some space and save again, or use Save As… to save it on another drive. Nothing on disk was changed.`,
      );
      expect(await snapshot(disk)).toEqual(before);
    } finally {
      execFileSync('umount', [disk]);
    }
  });
});

/** Whether this process may mount a tmpfs (root on Linux, with the capability to mount). */
function canMountTmpfs(): boolean {
  if (process.platform !== 'linux' || !isRoot) return false;
  return spawnSync('mount', ['--version']).status === 0 && probeMount();
}

function probeMount(): boolean {
  const probe = join(tmpdir(), `astar-mount-probe-${process.pid}`);
  try {
    execFileSync('mkdir', ['-p', probe]);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe]);
    return true;
  } catch {
    return false;
  } finally {
    spawnSync('rmdir', [probe]);
  }
}
