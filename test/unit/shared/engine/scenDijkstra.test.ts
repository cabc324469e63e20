// Dijkstra matches the optimal length of the MovingAI benchmark lines (the largest map is in its own file).
// Each line sweeps the map out to the line's length, whatever its heuristic would have saved, so
// 400 lines a map took 330 s of one core (about half the unit suite's CPU): the default run checks
// 100 spread over each file (every bucket), ENGINE_PROOF=full (CI) every line.
import { proveScenarios, PROOF_MAPS } from './scenProof';

proveScenarios('dijkstra', PROOF_MAPS.filter((m) => m !== 'Berlin_0_1024'), 100);
