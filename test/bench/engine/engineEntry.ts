// What the benchmarks take from the engine, bundled as one module by bundledEngine.ts.
export * from '../../../src/shared/engine/index';
export { mapContext } from '../../../src/shared/engine/mapContext';
export { weightedJumps } from '../../../src/shared/engine/jpsw/weightedJumps';
