// A Vite plugin for both renderer builds (desktop and web): the built page carries the production
// CSP of src/main/csp.ts in its meta tag; src/renderer/index.html keeps the development policy
// the dev server needs.
import type { Plugin } from 'vite';
import { contentSecurityPolicy, withMetaPolicy } from '../src/main/csp.ts';

export function productionCsp(): Plugin {
  return {
    name: 'astar-studio:production-csp',
    apply: 'build',
    transformIndexHtml: (html) => withMetaPolicy(html, contentSecurityPolicy('production')),
  };
}
