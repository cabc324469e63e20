// Constants the renderer's builds write into the code (the `define` of vite.web.config.ts and
// electron.vite.config.ts).

/** True only in the e2e build (`vite build --mode e2e`): the test hooks are installed on window. */
declare const __TEST_HOOKS__: boolean;
