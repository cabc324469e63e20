// Finds the project file named on a command line, for a first launch and for the argv a second
// launch hands over. Electron's own command line mixes in the executable, in development the app
// path (`electron .`), and Chromium switches (`--original-process-start-time=…`), so a project
// file is recognised by its extension rather than by its position.
import { isAbsolute, resolve } from 'node:path';
import { hasProjectExtension as isProjectFile } from '../shared/formats/project';

export { isProjectFile };

/**
 * The absolute path of the first project file in `argv` (resolved against `cwd`), or null.
 * argv[0] (the executable) and switches (`-x`, `--x`, `--x=y`) are skipped; after a bare `--`
 * every argument counts as a path.
 */
export function fileArgument(argv: readonly string[], cwd: string): string | null {
  let switchesEnded = false;
  for (const arg of argv.slice(1)) {
    if (!switchesEnded && arg === '--') {
      switchesEnded = true;
      continue;
    }
    if (!switchesEnded && arg.startsWith('-')) continue;
    if (isProjectFile(arg)) return resolve(cwd, arg);
  }
  return null;
}

/**
 * The project file a second launch put in its lock request's additional data
 * (`{ file: string | null }`), or null when there is none or it is not an absolute project path.
 */
export function handedOverFile(additionalData: unknown): string | null {
  const file = (additionalData as { file?: unknown } | null | undefined)?.file;
  return typeof file === 'string' && isAbsolute(file) && isProjectFile(file) ? file : null;
}
