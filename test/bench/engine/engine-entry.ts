// What the benchmarks take from the engine, bundled as one module by bundled-engine.ts.
export * from '../../../src/shared/engine/index';
export { mapContext } from '../../../src/shared/engine/map-context';
export { weightedJumps } from '../../../src/shared/engine/jpsw/weighted-jumps';
