// `npm start`: builds and opens the desktop app, or says in one sentence why it cannot.
// `npm run dev` does the same with the dev server and hot reload. Other arguments go to the app
// itself, e.g. `npm start -- maps/river.astar` opens that project file.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const dev = process.argv.includes('--dev');

function electronBinaryPresent() {
  try {
    const dir = dirname(require.resolve('electron/package.json'));
    const pathFile = join(dir, 'path.txt');
    return existsSync(pathFile) && existsSync(join(dir, 'dist', readFileSync(pathFile, 'utf8').trim()));
  } catch {
    return false;
  }
}

if (!electronBinaryPresent()) {
  console.error(
    'A* Studio cannot start: the Electron binary is not installed (it downloads during `npm install` when online). ' +
      'Run `npm install` again with internet access, or use the web version: `npm run dev:web`.',
  );
  process.exit(1);
}

const bin = join(dirname(require.resolve('electron-vite/package.json')), 'bin', 'electron-vite.js');
const appArgs = process.argv.slice(2).filter((arg) => arg !== '--dev');
const args = [dev ? 'dev' : 'preview', ...(appArgs.length > 0 ? ['--', ...appArgs] : [])];
const child = spawn(process.execPath, [bin, ...args], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 1));
