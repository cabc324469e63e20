// npm install must succeed offline too: try Electron's own binary download, and if it fails,
// warn in one clear sentence instead of failing the install. `npm start` needs the binary.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

if (process.env.ELECTRON_SKIP_BINARY_DOWNLOAD) process.exit(0);

const require = createRequire(import.meta.url);
let installer;
try {
  installer = join(dirname(require.resolve('electron/package.json')), 'install.js');
} catch {
  process.exit(0); // electron not installed (e.g. a production install): nothing to fetch
}

const run = spawnSync(process.execPath, [installer], { stdio: ['ignore', 'ignore', 'pipe'], timeout: 5 * 60_000 });
if (run.status !== 0) {
  const lines = (run.stderr?.toString() ?? '').split('\n').map((l) => l.trim());
  const reason = lines.find((l) => /error/i.test(l) && !l.startsWith('at ')) || run.error?.message || 'no network?';
  console.warn(
    `\n[astar-studio] warning: the Electron binary could not be downloaded (${reason}).\n` +
      '[astar-studio] Everything else is installed: `npm test`, `npm run build` and `npm run dev:web` work; ' +
      '`npm start` (the desktop app) needs the binary — run `npm install` again when online.\n',
  );
}
