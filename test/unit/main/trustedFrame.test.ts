// IPC answers only our own page's main frame: exactly app://astar-studio/index.html in
// production, exactly the dev server's origin in development. Lookalikes are refused.
import { describe, expect, it } from 'vitest';
import { isAppPageUrl, isTrustedFrame } from '../../../src/main/trustedFrame';

const DEV = 'http://localhost:5173';
const top = (url: string) => ({ url, parent: null });

describe('in production', () => {
  it('trusts the main frame of our index page', () => {
    expect(isTrustedFrame(top('app://astar-studio/index.html'), null)).toBe(true);
  });

  it('refuses the file:// pages the old check let through, other app:// pages and hosts', () => {
    const lookalikes = [
      'file:///home/user/Downloads/renderer/index.html',
      'file:///opt/A%20Star/resources/app.asar/out/renderer/index.html',
      'app://astar-studio/index.html.evil',
      'app://astar-studio/other.html',
      'app://astar-studio/index.html?x=1',
      'app://astar-studio.evil/index.html',
      'app://evil/astar-studio/index.html',
      'app://user@astar-studio/index.html',
      'https://astar-studio/index.html',
      `${DEV}/`,
      '',
    ];
    expect(lookalikes.filter((url) => isTrustedFrame(top(url), null))).toEqual([]);
  });

  it('refuses a subframe even on our page, and a missing frame', () => {
    expect(isTrustedFrame({ url: 'app://astar-studio/index.html', parent: top('app://astar-studio/index.html') as never }, null)).toBe(false);
    expect(isTrustedFrame(null, null)).toBe(false);
  });
});

describe('in development', () => {
  it("trusts any page on exactly the dev server's origin", () => {
    expect(isTrustedFrame(top(`${DEV}/`), DEV)).toBe(true);
    expect(isTrustedFrame(top(`${DEV}/index.html#x`), DEV)).toBe(true);
    expect(isAppPageUrl('http://localhost:5173/', 'http://localhost:5173/')).toBe(true);
  });

  it('refuses URLs that merely start with the dev server address, and the app:// page', () => {
    const lookalikes = [
      'http://localhost:51730/',
      'http://localhost:5173.evil.com/',
      'http://localhost:5173@evil.com/',
      'http://user@localhost:5173/',
      'https://localhost:5173/',
      'http://127.0.0.1:5173/',
      'ws://localhost:5173/',
      'app://astar-studio/index.html',
    ];
    expect(lookalikes.filter((url) => isTrustedFrame(top(url), DEV))).toEqual([]);
  });

  it('refuses everything when the dev server address is not http(s)', () => {
    expect(isAppPageUrl('file:///x/index.html', 'file:///x/')).toBe(false);
  });
});
