// The sentences for failed saves and reads: each names the file, says why in words (never a bare
// error code), says what to do, and for saves that the file on disk is as it was.
import { describe, expect, it } from 'vitest';
import { FileAccessError, readFailure, saveFailure } from '../../../../src/main/files/fileErrors';

const SYSTEM_CODES = ['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT', 'EFBIG', 'EISDIR', 'ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'EBUSY', 'EMFILE', 'EIO', 'EXDEV'];

function systemError(code: string): Error {
  return Object.assign(new Error(`${code}: operation failed, open '/maps/river.astar'`), { code });
}

describe('file error sentences', () => {
  it.each(SYSTEM_CODES)('a save failing with %s names the file, gives a reason and an action, and says nothing changed', (code) => {
    const error = saveFailure(systemError(code), '/maps/river.astar');
    expect(error).toBeInstanceOf(FileAccessError);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(/^"river\.astar" could not be saved/);
    expect(error.message).toMatch(/(Save As…|save again|Save again)/);
    expect(error.message).toMatch(/ Nothing on disk was changed\.$/);
    if (code !== 'EXDEV') expect(error.message).not.toContain(code); // the reason is in words
  });

  it.each(SYSTEM_CODES)('a read failing with %s names the file and is one sentence', (code) => {
    const error = readFailure(systemError(code), '/maps/river.astar');
    expect(error.code).toBe(code);
    expect(error.message).toContain('river.astar');
    expect(error.message).toMatch(/\.$/);
  });

  it('says different things for different causes', () => {
    const reasons = ['EACCES', 'EROFS', 'ENOSPC', 'EISDIR', 'ENOENT'].map((code) => saveFailure(systemError(code), '/maps/river.astar').message);
    expect(new Set(reasons).size).toBe(reasons.length);
  });

  it('passes an error that is already a sentence through unchanged', () => {
    const sentence = new FileAccessError('"river.astar" is 900 MiB, larger than …', 'TOO_LARGE');
    expect(readFailure(sentence, '/maps/river.astar')).toBe(sentence);
    expect(saveFailure(sentence, '/maps/river.astar')).toBe(sentence);
  });
});
