// Dijkstra on the largest benchmark map, Berlin 1024×1024, in a file of its own so it runs in parallel.
// Each of its lines sweeps most of the map's million cells whatever the line's length, so the
// default run checks 150 lines spread over the file (ENGINE_PROOF=full checks all 3,850).
import { proveScenarios } from './scenProof';

proveScenarios('dijkstra', ['Berlin_0_1024'], 150);
