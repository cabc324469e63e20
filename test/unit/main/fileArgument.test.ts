// The project file on a command line: found among Electron's executable, the app path and
// Chromium's switches, and made absolute against the launch's working directory.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileArgument, handedOverFile, isProjectFile } from '../../../src/main/fileArgument';

const CWD = resolve('/home/ada/maps');

describe('fileArgument', () => {
  it('finds the file a packaged app was opened with, relative to the working directory', () => {
    expect(fileArgument(['/opt/A* Studio/astar-studio', 'river.astar'], CWD)).toBe(resolve(CWD, 'river.astar'));
    expect(fileArgument(['/opt/A* Studio/astar-studio', '/srv/levels/cave.astar.json'], CWD)).toBe(resolve('/srv/levels/cave.astar.json'));
  });

  it('skips the app path and Chromium switches of an unpackaged run, wherever they are', () => {
    const argv = ['/x/node_modules/electron/dist/electron', '.', '--original-process-start-time=13400000000', '--inspect=5858', 'Levels/One.ASTAR', '--no-sandbox'];
    expect(fileArgument(argv, CWD)).toBe(resolve(CWD, 'Levels/One.ASTAR'));
    expect(fileArgument(['/x/electron', 'out/main/index.js', 'a.astar.json'], CWD)).toBe(resolve(CWD, 'a.astar.json'));
  });

  it('takes the first project file when several are given', () => {
    expect(fileArgument(['app', 'one.astar', 'two.astar'], CWD)).toBe(resolve(CWD, 'one.astar'));
  });

  it('ignores switch values that look like project files, and treats arguments after -- as paths', () => {
    expect(fileArgument(['app', '--user-data-dir=/tmp/x.astar', '-x.astar'], CWD)).toBeNull();
    expect(fileArgument(['app', '--', '-odd-name.astar'], CWD)).toBe(resolve(CWD, '-odd-name.astar'));
  });

  it('finds nothing without a project file: not the executable, other files or a bare launch', () => {
    expect(fileArgument(['/opt/maps.astar'], CWD)).toBeNull();
    expect(fileArgument(['app', 'notes.json', 'map.astar.bak', 'astar'], CWD)).toBeNull();
    expect(fileArgument([], CWD)).toBeNull();
  });
});

describe('project files', () => {
  it('are .astar and .astar.json files, in any letter case', () => {
    expect(['a.astar', 'a.astar.json', 'A.ASTAR.JSON'].every(isProjectFile)).toBe(true);
    expect(['a.json', 'a.astar.txt', 'astar', 'a.astarx'].some(isProjectFile)).toBe(false);
  });
});

describe('handedOverFile', () => {
  it("reads the absolute project path a second launch sent with its lock request", () => {
    expect(handedOverFile({ file: resolve('/srv/cave.astar') })).toBe(resolve('/srv/cave.astar'));
  });

  it('reads nothing from missing, relative, foreign or malformed data', () => {
    for (const data of [null, undefined, {}, { file: null }, { file: 'cave.astar' }, { file: resolve('/etc/passwd') }, { file: 42 }, 'cave.astar'])
      expect(handedOverFile(data)).toBeNull();
  });
});
