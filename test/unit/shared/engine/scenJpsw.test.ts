// Jump Point Search on weighted maps matches the optimal length of the MovingAI benchmark lines:
// on maps of one cost its runs stop only where JPS's do, and every line must cost what is listed.
import { proveScenarios, PROOF_MAPS } from './scenProof';

proveScenarios('jpsw', PROOF_MAPS);
