// Entry of the search worker process, a layer of its own: it may import src/shared, never Electron's
// main-process modules. Electron starts it with utilityProcess.fork (it then has
// process.parentPort); tests and the CLI start the same built file with child_process.fork.
import { bindToNodeProcess, bindToParentPort, type ParentPortLike } from './bindings';

const parentPort = (process as NodeJS.Process & { parentPort?: ParentPortLike }).parentPort;

if (parentPort) {
  bindToParentPort(parentPort);
} else if (process.send) {
  bindToNodeProcess(process);
} else {
  console.error('The search worker must be started by A* Studio (utility process) or with child_process.fork.');
  process.exit(2);
}
