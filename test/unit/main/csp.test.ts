// The renderer's Content Security Policy: locked down in production, loosened in development only
// where Vite's dev server needs it, and the same policy in every place it is written.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import electronViteConfig from '../../../electron.vite.config';
import { contentSecurityPolicy, metaPolicy, withMetaPolicy } from '../../../src/main/csp';

/** The policy as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const production = directives(contentSecurityPolicy('production'));
const development = directives(contentSecurityPolicy('development'));
const indexHtml = readFileSync('src/renderer/index.html', 'utf8');

describe('the production policy', () => {
  it('denies by default and allows scripts only from our own origin, never eval', () => {
    expect(production.get('default-src')).toEqual(["'none'"]);
    expect(production.get('script-src')).toEqual(["'self'"]);
    expect(production.get('object-src')).toEqual(["'none'"]);
    expect(production.get('base-uri')).toEqual(["'none'"]);
  });

  it('allows no WebSocket, no wildcard, no inline code and no eval anywhere', () => {
    const loose = /^wss?:|\*|unsafe-(inline|eval|hashes)|^(https?|data|blob):/;
    const offenders = [...production].flatMap(([name, sources]) => sources.filter((s) => loose.test(s)).map((s) => `${name} ${s}`));
    expect(offenders).toEqual([]);
  });

  it('differs from the development policy only by inline styles (Vite injects <style> elements)', () => {
    expect(development.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(production.get('style-src')).toEqual(["'self'"]);
    expect(new Map([...development].filter(([name]) => name !== 'style-src'))).toEqual(new Map([...production].filter(([name]) => name !== 'style-src')));
  });
});

describe('the policy in index.html', () => {
  it('is the development policy (the page the dev server serves as it is)', () => {
    expect(metaPolicy(indexHtml)).toBe(contentSecurityPolicy('development'));
  });

  it('becomes the production policy in the build, and nothing else on the page changes', () => {
    const built = withMetaPolicy(indexHtml, contentSecurityPolicy('production'));
    expect(metaPolicy(built)).toBe(contentSecurityPolicy('production'));
    expect(built.replace(contentSecurityPolicy('production'), 'POLICY')).toBe(indexHtml.replace(contentSecurityPolicy('development'), 'POLICY'));
  });

  it("is rewritten to the production policy by the desktop renderer's build", () => {
    const plugins = ((electronViteConfig as { renderer: { plugins: unknown[] } }).renderer.plugins.flat(3) as Plugin[]).filter((p) => p.name === 'astar-studio:production-csp');
    expect(plugins.map((p) => p.apply)).toEqual(['build']);
    const transform = plugins[0]!.transformIndexHtml as (html: string) => string;
    expect(metaPolicy(transform(indexHtml))).toBe(contentSecurityPolicy('production'));
  });

  it('cannot be set on a page without the tag', () => {
    expect(() => withMetaPolicy('<html><head></head></html>', 'default-src none')).toThrow(/no Content-Security-Policy meta tag/);
  });
});
