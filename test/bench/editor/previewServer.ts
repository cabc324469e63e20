// The e2e web build (the one with the test hooks; built first if a source changed since) served by
// `vite preview` for the browser benchmarks, on a free port, and stopped
// whatever happens: by `stop()` (call it in a finally), when this process exits (an uncaught
// error, Playwright's own exit on Ctrl-C), and on SIGINT, SIGTERM or SIGHUP, whose default
// action would end this process without stopping its child.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { ensureWebBuild, WEB_BUILD_MODE } from '../../../scripts/webBuilds';

/** A running preview server. */
export interface PreviewServer {
  /** Where the app is served, e.g. http://127.0.0.1:40123. */
  url: string;
  /** Stops the server; safe to call more than once. */
  stop(): void;
}

/** The server could not be started or did not answer; the message says what to do. */
export class PreviewError extends Error {}

const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;
const START_TIMEOUT_MS = 20_000;

/** A port nobody listens on now, so that a server another engineer runs is never measured instead of ours. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new PreviewError('No free port for vite preview on 127.0.0.1; close a server or two and try again.'))));
    });
  });
}

/** Starts `vite preview` for the e2e web build (building it first if it is stale) and resolves once it answers. */
export async function startPreview(): Promise<PreviewServer> {
  ensureWebBuild('e2e');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Vite's own script under this Node (no npx wrapper), so signalling the child ends the server.
  const child: ChildProcess = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--config', 'vite.web.config.ts', '--mode', WEB_BUILD_MODE.e2e, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));

  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  const onSignal = (signal: keyof typeof SIGNAL_EXIT_CODES) => {
    kill();
    process.exit(SIGNAL_EXIT_CODES[signal]);
  };
  process.on('exit', kill);
  for (const signal of Object.keys(SIGNAL_EXIT_CODES) as (keyof typeof SIGNAL_EXIT_CODES)[]) process.on(signal, onSignal);
  const stop = () => {
    kill();
    process.off('exit', kill);
    for (const signal of Object.keys(SIGNAL_EXIT_CODES)) process.off(signal, onSignal);
  };

  try {
    await answers(url, child, () => errors);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}

/**
 * Resolves once vite prints the address it listens on (its "Local:" line) and that address answers;
 * rejects if the server exits first, or prints nothing for START_TIMEOUT_MS.
 */
async function answers(url: string, child: ChildProcess, errors: () => string): Promise<void> {
  const hint = 'run "npx tsx scripts/webBuilds.ts e2e" and try again.';
  await new Promise<void>((resolve, reject) => {
    let printed = '';
    const timer = setTimeout(() => done(new PreviewError(`vite preview did not answer on ${url} within ${START_TIMEOUT_MS / 1000} s; ${hint}`)), START_TIMEOUT_MS);
    const onOutput = (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes(url)) done();
    };
    const onExit = () => done(new PreviewError(`vite preview stopped before serving ${url}; ${hint} ${errors().trim()}`.trim()));
    function done(error?: Error) {
      clearTimeout(timer);
      child.stdout!.off('data', onOutput);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    }
    child.stdout!.on('data', onOutput);
    child.once('exit', onExit);
  });
  // Keep draining its output so a chatty server never blocks on a full pipe.
  child.stdout!.resume();
  if (!(await fetch(url)).ok) throw new PreviewError(`vite preview answered ${url} with an error; ${hint}`);
}

/**
 * Runs a browser benchmark's `main`: a preview server that would not start (no build yet) is the
 * user's to fix, so it ends in its one sentence and exit status 1, never a stack trace.
 */
export async function runBench(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (!(error instanceof PreviewError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
