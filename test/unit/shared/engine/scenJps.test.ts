// Jump Point Search matches the optimal length of the MovingAI benchmark lines.
import { proveScenarios, PROOF_MAPS } from './scenProof';

proveScenarios('jps', PROOF_MAPS);
