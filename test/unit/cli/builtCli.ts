// The command line as the package ships it (out/cli/astar-studio.js), built when it is missing or
// older than its sources. CLI tests spawn it rather than the TypeScript source under tsx: tsx
// compiles the whole CLI again in every process it starts (each batch worker too), which on a
// loaded machine took tens of seconds per test and timed tests out. One test still runs the
// source through tsx (astar-studio.test.ts), as a developer would.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureFresh } from '../../../scripts/freshBuild';

export const BUILT_CLI = resolve('out/cli/astar-studio.js');

/** Builds out/cli/astar-studio.js unless it is newer than every source it is built from. */
export function ensureBuiltCli(): void {
  ensureFresh(
    {
      output: BUILT_CLI,
      sources: ['src/cli', 'src/shared', 'vite.cli.config.ts', 'package.json'],
      command: [resolve('node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.cli.config.ts', '--logLevel', 'error'],
    },
    'cli-build',
  );
}

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
  /** stdout's lines, trimmed at both ends first. */
  lines: string[];
}

/** Runs `astar-studio ARGS…` (the built bin) to its end. */
export function runBuiltCli(args: readonly string[], options: SpawnSyncOptions = {}): CliRun {
  const r = spawnSync(process.execPath, [BUILT_CLI, ...args], { cwd: process.cwd(), ...options, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, lines: r.stdout.trim().split('\n') };
}
