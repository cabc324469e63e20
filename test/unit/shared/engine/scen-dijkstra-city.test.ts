// Dijkstra on the largest benchmark map, Berlin 1024×1024, in a file of its own so it runs in parallel.
import { proveScenarios } from './scen-proof';

proveScenarios('dijkstra', ['Berlin_0_1024']);
