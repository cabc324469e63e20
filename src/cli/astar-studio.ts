// The `astar-studio` command (the package's bin): headless searches on MovingAI maps and scenario
// files. Everything but setting the exit status lives in main.ts, so tests can run it in-process.
import { main } from './main';

process.exitCode = main(process.argv.slice(2));
