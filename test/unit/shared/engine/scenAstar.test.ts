// A* matches the optimal length of the MovingAI benchmark lines.
import { proveScenarios, PROOF_MAPS } from './scenProof';

proveScenarios('astar', PROOF_MAPS);
