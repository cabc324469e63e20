// Where the other built parts sit relative to the main bundle (out/main/index.js), as
// electron.vite.config.ts lays them out; the same inside app.asar once packaged.
import { fileURLToPath } from 'node:url';

/** Absolute paths of the built parts main loads. */
export interface BuiltPaths {
  /** The renderer's files, served over app:// (out/renderer). */
  rendererRoot: string;
  /** The one-file CommonJS preload (out/preload/index.cjs). */
  preload: string;
  /** The search worker's utility-process entry (out/main/searchWorker.js). */
  searchWorker: string;
}

/** The built parts' paths, given the main bundle's own URL (`import.meta.url`). */
export function builtPaths(mainBundleUrl: string): BuiltPaths {
  const path = (relative: string) => fileURLToPath(new URL(relative, mainBundleUrl));
  return { rendererRoot: path('../renderer'), preload: path('../preload/index.cjs'), searchWorker: path('./searchWorker.js') };
}
