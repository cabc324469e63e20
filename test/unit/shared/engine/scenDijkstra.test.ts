// Dijkstra matches the optimal length of the MovingAI benchmark lines (the largest map is in its own file).
import { proveScenarios, PROOF_MAPS } from './scenProof';

proveScenarios('dijkstra', PROOF_MAPS.filter((m) => m !== 'Berlin_0_1024'));
