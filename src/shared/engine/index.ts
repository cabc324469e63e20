// The engine's public entry: everything outside src/shared/engine imports from here.
export * from './types';
export { createSearch, runSearch } from './search';
