// The `astar-studio` command (the package's bin): headless searches on MovingAI maps and scenario
// files. Everything but setting the exit status lives in main.ts, so tests can run it in-process.
// `batch` forks this same file as its search workers (SEARCH_WORKER_ROLE set), so the built CLI
// needs no second file.
import { fileURLToPath } from 'node:url';
import { main } from './main';
import { isSearchWorkerProcess, serveSearches } from './searchWorkerProcess';

if (isSearchWorkerProcess(process)) serveSearches(process);
else {
  const status = main(process.argv.slice(2), undefined, { entry: fileURLToPath(import.meta.url) });
  if (typeof status === 'number') process.exitCode = status;
  else void status.then((code) => (process.exitCode = code));
}
