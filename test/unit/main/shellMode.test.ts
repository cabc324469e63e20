// Development mode (dev server, DevTools, Reload) exists only in an unpackaged app.
import { describe, expect, it } from 'vitest';
import { shellMode } from '../../../src/main/shellMode';

describe('shell mode', () => {
  it('ignores ELECTRON_RENDERER_URL and turns developer tools off in a packaged app', () => {
    expect(shellMode(true, { ELECTRON_RENDERER_URL: 'http://localhost:5173' })).toEqual({ devServerUrl: null, developerTools: false });
  });

  it('loads the dev server with developer tools when unpackaged (npm run dev)', () => {
    expect(shellMode(false, { ELECTRON_RENDERER_URL: 'http://localhost:5173' })).toEqual({ devServerUrl: 'http://localhost:5173', developerTools: true });
  });

  it('loads the built files, still with developer tools, when unpackaged without a dev server (npm start)', () => {
    expect(shellMode(false, {})).toEqual({ devServerUrl: null, developerTools: true });
  });

  it('refuses a dev server address that is not http(s), saying what to do', () => {
    expect(() => shellMode(false, { ELECTRON_RENDERER_URL: 'file:///tmp/evil.html' })).toThrow(/must be the dev server's http\(s\) address.*unset it/);
  });
});
