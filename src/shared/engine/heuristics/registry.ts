// Every heuristic the engine knows, in the order the side panel lists them. Adding one is a file
// beside this one (see heuristic.ts) and a line here: the catalog, the worker's schema, the command
// line's help and the panel all read this list. A heuristic's position is its code, the small
// integer the search loops switch on (heuristics.ts gives the built-in ones a case of their own).
import { chebyshev } from './chebyshev';
import { euclidean } from './euclidean';
import { hex } from './hex';
import { manhattan } from './manhattan';
import { octile } from './octile';
import { zero } from './zero';

export const HEURISTIC_REGISTRY = Object.freeze([octile, manhattan, chebyshev, euclidean, hex, zero] as const);
