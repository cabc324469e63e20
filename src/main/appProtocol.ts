// The app:// protocol that serves the renderer's built files in place of file://. Pure Node (no
// Electron at run time) so that path resolution, MIME types and headers are tested under Node;
// index.ts registers the scheme and hands requests to `serveAppRequest`.
import { readFile } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import type { CustomScheme } from 'electron';

/** The scheme of our pages. */
export const APP_SCHEME = 'app';
/** The one host under that scheme; together they are the app's origin. */
export const APP_HOST = 'astar-studio';
/** The only page the window loads, and the only page IPC answers. */
export const APP_INDEX_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * How the scheme is registered before `ready`: standard (a real origin, relative URLs resolve),
 * secure (a secure context, like https), fetch and CORS-mode requests allowed (Vite's module
 * scripts carry `crossorigin`), and V8's code cache for faster starts.
 */
export const APP_SCHEME_REGISTRATION: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true },
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** The Content-Type for a file, by its extension (unknown ones are opaque bytes). */
export function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The file under `root` that an app:// URL names, or null when the URL is not ours or would
 * leave `root` (`..`, encoded slashes or backslashes, NUL bytes, another host).
 */
export function resolveAppFile(url: string, root: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.hostname !== APP_HOST || parsed.port || parsed.username || parsed.password) return null;
  let path: string;
  try {
    path = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  // The URL parser already folded plain `..` segments; what is left after decoding is an attack.
  if (path.includes('\0') || path.split(/[\\/]/).some((segment) => segment === '..')) return null;
  const base = resolve(root);
  const file = resolve(base, `.${path}`);
  const inside = relative(base, file);
  if (inside === '' || inside.startsWith(`..${sep}`) || inside === '..' || isAbsolute(inside)) return null;
  return file;
}

/** What `serveAppRequest` needs of a request (Electron's `GlobalRequest` fits). */
export interface AppRequest {
  readonly url: string;
  readonly method: string;
}

/**
 * Answers an app:// request from the files under `root`: the file with its MIME type and the
 * Content-Security-Policy header, 404 for anything outside `root` or missing, 405 for anything
 * but GET and HEAD.
 */
export async function serveAppRequest(request: AppRequest, root: string, contentSecurityPolicy: string): Promise<Response> {
  const security = { 'Content-Security-Policy': contentSecurityPolicy, 'X-Content-Type-Options': 'nosniff' };
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405, headers: { ...security, Allow: 'GET, HEAD' } });
  const file = resolveAppFile(request.url, root);
  const body = file ? await readFile(file).catch(() => null) : null;
  if (!file || !body) return new Response('Not found', { status: 404, headers: { ...security, 'Content-Type': 'text/plain; charset=utf-8' } });
  const headers = { ...security, 'Content-Type': contentTypeFor(file), 'Cache-Control': 'no-cache' };
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}
