// shell.openExternal opens only the app's own links; everything else is refused and logged.
import { describe, expect, it } from 'vitest';
import { APP_LINKS, allowedExternalLink, openAppLink } from '../../../src/main/externalLinks';

describe('the external-link allowlist', () => {
  it("allows the app's links and pages below them", () => {
    for (const link of APP_LINKS) expect(allowedExternalLink(link)).toBe(link);
    expect(allowedExternalLink('https://movingai.com/benchmarks/grids.html')).toBe('https://movingai.com/benchmarks/grids.html');
  });

  it('refuses other sites, schemes, lookalike hosts, paths outside the prefix and credentials', () => {
    const refused = [
      'http://movingai.com/benchmarks/',
      'https://movingai.com/',
      'https://movingai.com/benchmarksevil',
      'https://movingai.com/benchmarks/../admin',
      'https://movingai.com.evil.com/benchmarks/',
      'https://movingai.com@evil.com/benchmarks/',
      'https://user@movingai.com/benchmarks/',
      'https://evil.com/?https://movingai.com/benchmarks/',
      'file:///etc/passwd',
      'smb://server/share',
      'javascript:alert(1)',
      'not a url',
    ];
    expect(refused.filter((url) => allowedExternalLink(url) !== null)).toEqual([]);
  });

  it('opens an allowed link and logs nothing', () => {
    const opened: string[] = [];
    const logged: string[] = [];
    expect(openAppLink('https://movingai.com/benchmarks/grids.html', async (url) => void opened.push(url), (m) => logged.push(m))).toBe(true);
    expect({ opened, logged }).toEqual({ opened: ['https://movingai.com/benchmarks/grids.html'], logged: [] });
  });

  it('does not open a refused link, and logs which one and why', () => {
    const opened: string[] = [];
    const logged: string[] = [];
    expect(openAppLink('file:///bin/sh', async (url) => void opened.push(url), (m) => logged.push(m))).toBe(false);
    expect(opened).toEqual([]);
    expect(logged).toEqual([expect.stringMatching(/refused to open "file:\/\/\/bin\/sh": not one of the app's links/)]);
  });

  it('logs a link the system could not open', async () => {
    const logged: string[] = [];
    const failed = new Promise<void>((resolve) =>
      openAppLink('https://movingai.com/benchmarks/', () => Promise.reject(new Error('no browser')), (m) => {
        logged.push(m);
        resolve();
      }),
    );
    await failed;
    expect(logged).toEqual([expect.stringContaining('could not open https://movingai.com/benchmarks/: Error: no browser')]);
  });
});
