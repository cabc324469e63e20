// Reading a project file for the renderer: the text and the file's name, or one sentence saying
// why not (missing, a folder, too large to be a project, not readable by this user).
import { chmod, mkdir, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileAccessError } from '../../../../src/main/files/fileErrors';
import { readProjectFile } from '../../../../src/main/files/readProjectFile';
import { asAnotherUser } from './asAnotherUser';

let folder = '';

async function failure(promise: Promise<unknown>): Promise<FileAccessError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FileAccessError);
  return error as FileAccessError;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'astar-read-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('readProjectFile', () => {
  it('returns the text and the file it came from', async () => {
    const path = join(folder, 'river.astar');
    await writeFile(path, '{"name":"Fluss"}');
    expect(await readProjectFile(path)).toEqual({ ref: { path, name: 'river.astar' }, text: '{"name":"Fluss"}' });
  });

  it('drops the byte order mark some Windows editors put first', async () => {
    const path = join(folder, 'notepad.astar.json');
    await writeFile(path, '\uFEFF{"format":"astar-studio-project"}');
    expect((await readProjectFile(path)).text).toBe('{"format":"astar-studio-project"}');
  });

  it('says a missing file may have been moved', async () => {
    const path = join(folder, 'gone.astar');
    const error = await failure(readProjectFile(path));
    expect(error.code).toBe('ENOENT');
    expect(error.message).toBe(`"gone.astar" was not found in "${folder}": it may have been moved, renamed or deleted. Use Open… to find it.`);
  });

  it('says a folder is not a project file', async () => {
    const path = join(folder, 'maps.astar');
    await mkdir(path);
    expect((await failure(readProjectFile(path))).message).toBe(`"${path}" is a folder, not a project file. Choose a .astar file.`);
  });

  it('refuses a file over 256 MiB without reading it', async () => {
    const path = join(folder, 'huge.astar');
    const handle = await open(path, 'w');
    await handle.truncate(257 * 1024 * 1024); // sparse: takes no room on the disk
    await handle.close();
    const error = await failure(readProjectFile(path));
    expect(error.code).toBe('TOO_LARGE');
    expect(error.message).toBe('"huge.astar" is 257 MiB, larger than the 256 MiB a project file can be, so it was not opened. Check that it is an A* Studio project.');
  });

  it('honours a smaller limit given by the caller', async () => {
    const path = join(folder, 'small.astar');
    await writeFile(path, 'x'.repeat(101));
    expect((await failure(readProjectFile(path, 100))).message).toMatch(/^"small\.astar" is 101 bytes, larger than the 100 bytes/);
  });

  it('says so when the user may not read the file', async () => {
    const path = join(folder, 'private.astar');
    await writeFile(path, '{}');
    await chmod(path, 0o600);
    expect(await asAnotherUser('read', path, null, [folder])).toEqual({
      ok: false,
      code: 'EACCES',
      message: '"private.astar" could not be opened: you are not allowed to read it. Ask its owner for access, or copy it to a folder of yours.',
    });
  });
});
