// Bidirectional A* matches the optimal length of the MovingAI benchmark lines. Its two frontiers
// meet late on mazes and rooms (maze512: 113 s for 400 lines), so the default run checks 100 lines
// spread over each file (every bucket); ENGINE_PROOF=full (CI) checks every line.
import { proveScenarios, PROOF_MAPS } from './scenProof';

proveScenarios('bidirectional', PROOF_MAPS, 100);
