// The renderer's Content Security Policy, in one place: the app:// protocol sends it as a
// response header, the production build writes it into index.html's meta tag (the web build
// keeps that tag), and a test holds src/renderer/index.html to the development variant.

/** Which policy: the built app, or the Vite dev server's page. */
export type PolicyMode = 'production' | 'development';

/**
 * The policy for the renderer. Everything is denied unless listed; scripts come only from our
 * own origin (no 'unsafe-eval': Pixi is imported with `pixi.js/unsafe-eval`, which replaces its
 * generated functions). There is no `ws:` source: nothing in the app opens a WebSocket, and in
 * development 'self' already matches the dev server's own ws:// origin (CSP 3 lets 'self' on an
 * http page match ws to the same host and port), which is all Vite's hot reload uses.
 *
 * Styles: the built renderer needs no inline styles. Svelte applies `style="…{x}…"` and
 * `style:` directives through the CSSOM (`element.style.cssText`, `setProperty`), which CSP does
 * not govern, and its component CSS ships as a stylesheet. Only Vite's dev server injects CSS as
 * `<style>` elements, so 'unsafe-inline' for styles is in the development policy alone.
 *
 * No data: or blob: sources either: the whole e2e suite, run on the web build under the
 * production policy, logged no violation (Pixi draws its textures from canvases and typed arrays,
 * and its asset loader, which fetches data: URLs, is not used). Add a source here with the
 * feature that needs it.
 */
export function contentSecurityPolicy(mode: PolicyMode): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", ...(mode === 'development' ? ["'unsafe-inline'"] : [])],
    ['img-src', "'self'"],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    // The web build runs searches in a module Web Worker served from our own origin.
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

const META_POLICY = /(<meta\s+http-equiv="Content-Security-Policy"\s+content=")[^"]*(")/i;

/** The page's CSP meta content, or null when it has no such tag. */
export function metaPolicy(html: string): string | null {
  const match = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html);
  return match ? match[1]!.replace(/\s+/g, ' ').trim() : null;
}

/** The page with its CSP meta tag set to `policy`; throws when the page has no such tag. */
export function withMetaPolicy(html: string, policy: string): string {
  if (!META_POLICY.test(html)) throw new Error('index.html has no Content-Security-Policy meta tag to set.');
  return html.replace(META_POLICY, (_m, open: string, close: string) => `${open}${policy}${close}`);
}
